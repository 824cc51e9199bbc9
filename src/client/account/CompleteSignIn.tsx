/**
 * The page an e-mailed link opens (/account/sign-in or /account/sign-up, token in the fragment).
 * Opening it does nothing by itself: signing in is a POST sent by the visitor's click, so mail
 * scanners and link previews that fetch or render the page cannot use the link up. The token is
 * taken out of the address bar at once (no history entry or bookmark keeps it).
 * A sign-up link asks for the name (phone optional), the VOW terms (required) and, separately and
 * unticked, marketing e-mail.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ZVisitorName, ZVisitorPhone } from '#shared/schemas/visitor.schema.ts';
import { MARKETING_CONSENT, VOW_TERMS } from '#shared/vow-terms.ts';
import { FormField } from '../components/forms/FormField.tsx';
import { describeMutationError } from '../components/forms/mutation-error.ts';
import { useZodForm } from '../components/forms/use-zod-form.ts';
import { useTRPC } from '../trpc.ts';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { FormCard } from '../components/forms/FormCard.tsx';
import '../components/forms/forms.css';
import './account.css';

const ZSignUpDetails = z.object({ name: ZVisitorName, phone: ZVisitorPhone });

function tokenFromFragment(): string | null {
  const match = window.location.hash.match(/token=([A-Za-z0-9_-]{43})/);
  return match?.[1] ?? null;
}

export function CompleteSignIn({ purpose }: { purpose: 'sign-in' | 'sign-up' }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setToken(tokenFromFragment());
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const title = purpose === 'sign-up' ? 'Create your account' : 'Sign in';
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="container page-body account-page account-page--narrow">
        {token === undefined ? null : token === null ? (
          <LinkProblem message="This link is not complete. Open it again from the e-mail, or ask for a new one." />
        ) : (
          <CompleteForm token={token} purpose={purpose} />
        )}
      </div>
    </div>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <section className="form-card panel">
      <p role="alert">{message}</p>
      <p>
        <Link to="/account" className="btn btn--primary">
          Send me a new link
        </Link>
      </p>
    </section>
  );
}

function CompleteForm({ token, purpose }: { token: string; purpose: 'sign-in' | 'sign-up' }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useZodForm(ZSignUpDetails, { name: '', phone: '' });
  const [acceptVowTerms, setAcceptVowTerms] = useState(false);
  const [acceptMarketing, setAcceptMarketing] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [isLinkDead, setIsLinkDead] = useState(false);

  const complete = useMutation(
    trpc.account.completeSignIn.mutationOptions({
      onSuccess: async () => {
        // Every answer may differ for a signed-in visitor (VOW data): read them all again.
        await queryClient.invalidateQueries();
        await navigate({ to: '/account' });
      },
      onError: (error) => {
        const { fieldErrors, status } = describeMutationError(error);
        if (status === 401) return setIsLinkDead(true);
        form.setServerErrors(fieldErrors);
        setTermsError(fieldErrors.acceptVowTerms?.[0]);
        setProblem(status === 400 ? 'Please check the highlighted fields.' : 'Something went wrong. Please try again.');
      },
    }),
  );

  if (isLinkDead) return <LinkProblem message="This link has expired or was already used. Ask for a new one." />;

  if (purpose === 'sign-in') {
    return (
      <FormCard title="Welcome back">
        <p>Press the button to sign in on this device.</p>
        {problem ? <p role="alert">{problem}</p> : null}
        <div className="form-actions">
          <button type="button" className="btn btn--primary" disabled={complete.isPending} onClick={() => complete.mutate({ token })}>
            Sign in
          </button>
        </div>
      </FormCard>
    );
  }

  return (
    <FormCard headingId="complete-title" title="A few details">
      <form
        className="form"
        noValidate
        aria-labelledby="complete-title"
        onSubmit={form.handleSubmit((details) => {
          if (!acceptVowTerms) {
            setTermsError('Accept the terms of use to create an account.');
            return;
          }
          setTermsError(undefined);
          complete.mutate({ token, name: details.name, phone: details.phone ?? undefined, acceptVowTerms, acceptMarketing });
        })}
      >
        <FormField form={form} name="name" label="Name" autoComplete="name" required />
        <FormField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <ConsentCheckbox consent={VOW_TERMS} checked={acceptVowTerms} onChange={setAcceptVowTerms} required error={termsError} />
        <ConsentCheckbox consent={MARKETING_CONSENT} checked={acceptMarketing} onChange={setAcceptMarketing} />
        {problem ? <p role="alert">{problem}</p> : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={complete.isPending}>
            Create my account
          </button>
        </div>
      </form>
    </FormCard>
  );
}
