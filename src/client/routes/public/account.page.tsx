/**
 * /account: the entry form for a visitor who is not signed in; otherwise their account: details,
 * consents (each can be withdrawn; withdrawing the VOW terms hides sold data at once), saved
 * homes, saved searches and their alerts (alerts/SavedSearches.tsx), sign-out, and "Delete my account".
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import { ZUpdateVisitorDetails } from '#shared/schemas/visitor.schema.ts';
import { CONSENT_TEXTS, type ConsentKind } from '#shared/vow-terms.ts';
import { SignInEntry } from '../../account/SignInEntry.tsx';
import { usePendingSearch } from '../../alerts/pending-search.ts';
import { SavedSearches } from '../../alerts/SavedSearches.tsx';
import { useVisitorSession } from '../../account/use-visitor-session.ts';
import { FormField } from '../../components/forms/FormField.tsx';
import { showFormError } from '../../components/forms/mutation-error.ts';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { formatListingPrice } from '../../components/listing-card/index.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import '../../components/forms/forms.css';
import '../../account/account.css';

export default function AccountPage() {
  const session = useVisitorSession();
  return (
    <div className="page">
      <PageHeader title="My Account" />
      <div className={`container page-body account-page${session.isSignedIn ? '' : ' account-page--narrow'}`}>
        {session.isPending ? (
          <p role="status">Loading…</p>
        ) : session.isSignedIn ? (
          <Account />
        ) : (
          <>
            <PendingSearchNote />
            <SignInEntry />
          </>
        )}
      </div>
    </div>
  );
}

/** A search saved before sign-in waits in this browser: signing in here saves it. */
function PendingSearchNote() {
  const pending = usePendingSearch();
  if (!pending) return null;
  return <p className="form-card panel">Sign in to save your search “{pending.name}”: it is kept on this device until you do.</p>;
}

function Account() {
  const trpc = useTRPC();
  const me = useQuery(trpc.account.me.queryOptions());
  if (me.isPending) return <p role="status">Loading…</p>;
  if (me.isError) return <p role="alert">Your account could not be loaded. Please try again.</p>;
  return (
    <>
      <div className="account-page account-page--split">
        <Details name={me.data.name} phone={me.data.phone} email={me.data.email} />
        <Consents consents={me.data.consents} />
      </div>
      <SavedHomes />
      <SavedSearches />
      <Leave />
    </>
  );
}

function Details({ name, phone, email }: { name: string; phone: string | null; email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useZodForm(ZUpdateVisitorDetails, { name, phone: phone ?? '' });
  const save = useMutation(
    trpc.account.updateDetails.mutationOptions({
      onSuccess: () => {
        toast.success('Saved', 'Your details were saved.');
        void queryClient.invalidateQueries({ queryKey: trpc.account.pathKey() });
      },
      onError: (error) => showFormError(error, form, toast),
    }),
  );
  return (
    <FormCard headingId="details-title" title="Your details">
      <p>
        Signed in as <strong>{email}</strong>
      </p>
      <form
        className="form"
        noValidate
        aria-labelledby="details-title"
        onSubmit={form.handleSubmit((data) => save.mutate({ name: data.name, phone: data.phone ?? '' }))}
      >
        <FormField form={form} name="name" label="Name" autoComplete="name" required />
        <FormField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            Save details
          </button>
        </div>
      </form>
    </FormCard>
  );
}

const CONSENT_TITLES: Record<ConsentKind, string> = { vow_terms: 'Sold prices and history (VOW terms)', marketing_email: 'Marketing e-mail' };

function Consents({ consents }: { consents: { kind: ConsentKind; isCurrent: boolean; acceptedVersion: string | null }[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries();
  const give = useMutation(trpc.account.giveConsent.mutationOptions({ onSuccess: refresh }));
  const withdraw = useMutation(trpc.account.withdrawConsent.mutationOptions({ onSuccess: refresh }));
  return (
    <FormCard title="Your consents">
      <ul className="account-list">
        {consents.map((consent) => (
          <li key={consent.kind} className="account-list__item split-row">
            <div>
              <strong>{CONSENT_TITLES[consent.kind]}</strong>
              <p className="form-hint">
                {consent.isCurrent ? 'Given' : consent.acceptedVersion ? 'An older version was given: please accept the new text' : 'Not given'}
              </p>
            </div>
            {consent.isCurrent ? (
              <button type="button" className="btn btn--ghost btn--sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ kind: consent.kind })}>
                Withdraw<span className="visually-hidden"> {CONSENT_TITLES[consent.kind]}</span>
              </button>
            ) : (
              <details>
                <summary>
                  Read and accept<span className="visually-hidden"> {CONSENT_TITLES[consent.kind]}</span>
                </summary>
                <p className="consent-box__text">{CONSENT_TEXTS[consent.kind].text}</p>
                <button type="button" className="btn btn--primary btn--sm" disabled={give.isPending} onClick={() => give.mutate({ kind: consent.kind })}>
                  I agree<span className="visually-hidden">: {CONSENT_TITLES[consent.kind]}</span>
                </button>
              </details>
            )}
          </li>
        ))}
      </ul>
    </FormCard>
  );
}

function SavedHomes() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const favourites = useQuery(trpc.account.favourites.queryOptions());
  const unsave = useMutation(
    trpc.account.unsaveListing.mutationOptions({ onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.account.favourites.queryKey() }) }),
  );
  const homes = favourites.data ?? [];
  return (
    <FormCard title="Saved homes">
      {favourites.isPending ? (
        <p role="status">Loading…</p>
      ) : homes.length === 0 ? (
        <p>No saved homes yet: press Save on a listing to keep it here.</p>
      ) : (
        <ul className="account-list">
          {homes.map((home) => (
            <li key={home.listingId} className="account-list__item split-row">
              <div>
                {home.isOnSite ? (
                  <Link
                    to="/estate/details/$propertyId/$propertyType"
                    params={{ propertyId: String(home.listingId), propertyType: legacyFromFeedClass(home.listingClass) }}
                  >
                    {home.address}, {home.municipality}
                  </Link>
                ) : (
                  <span>
                    {home.address}, {home.municipality} (no longer on the market)
                  </span>
                )}
                {home.price !== null ? <p className="form-hint">{formatListingPrice(home.price, home.transaction)}</p> : null}
              </div>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => unsave.mutate({ listingId: home.listingId })}>
                Remove<span className="visually-hidden"> {home.address}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormCard>
  );
}

function Leave() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirmId = useId();
  const [isConfirmed, setIsConfirmed] = useState(false);
  const afterLeaving = async () => {
    await queryClient.invalidateQueries();
    await navigate({ to: '/' });
  };
  const signOut = useMutation(trpc.account.signOut.mutationOptions({ onSuccess: afterLeaving }));
  const signOutEverywhere = useMutation(trpc.account.signOutEverywhere.mutationOptions({ onSuccess: afterLeaving }));
  const remove = useMutation(trpc.account.deleteAccount.mutationOptions({ onSuccess: afterLeaving }));
  return (
    <FormCard title="Sign out or delete your account">
      <div className="account-actions cluster">
        <button type="button" className="btn btn--primary" onClick={() => signOut.mutate()}>
          Sign out
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => signOutEverywhere.mutate()}>
          Sign out on every device
        </button>
      </div>
      <h3>Delete my account</h3>
      <p>Your details, consents, saved homes and saved searches are deleted. The homes you viewed are kept only as anonymous counts.</p>
      <label className="consent-check" htmlFor={confirmId}>
        <input id={confirmId} type="checkbox" checked={isConfirmed} onChange={(event) => setIsConfirmed(event.target.checked)} />
        <span>I understand that this cannot be undone.</span>
      </label>
      <div className="form-actions">
        <button type="button" className="btn account-delete" disabled={!isConfirmed || remove.isPending} onClick={() => remove.mutate({ confirm: true })}>
          Delete my account
        </button>
      </div>
      {remove.isError ? <p role="alert">The account could not be deleted. Please try again.</p> : null}
    </FormCard>
  );
}
