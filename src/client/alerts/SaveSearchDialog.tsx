/**
 * The "Save this search" dialog (its own lazy chunk: loaded when the button is pressed): a name
 * (prefilled with what is searched), how often to e-mail (daily by default), and Save. A visitor
 * who is not signed in is asked to sign in at that moment: the search waits in this browser
 * (pending-search.ts) and is saved once the e-mailed link signs them in.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  type TSaveSearchInput,
  type TSavedSearchCriteriaInput,
} from '#shared/schemas/saved-search.schema.ts';
import { LISTING_ALERTS_CONSENT } from '#shared/vow-terms.ts';
import { SignInEntry } from '../account/SignInEntry.tsx';
import { useVisitorSession } from '../account/use-visitor-session.ts';
import { FormField } from '../components/forms/FormField.tsx';
import { describeMutationError } from '../components/forms/mutation-error.ts';
import { useZodForm } from '../components/forms/use-zod-form.ts';
import { Modal } from '../components/modal/Modal.tsx';
import { useToast } from '../components/toast/use-toast.ts';
import { useSiteSettings } from '../hooks/use-site-settings.ts';
import { useTRPC } from '../trpc.ts';
import { writePendingSearch } from './pending-search.ts';
import { MAX_SEARCH_NAME, defaultSearchName, normalizeSavedCriteria } from './search-name.ts';
import '../components/forms/forms.css';
import './alerts.css';

const ZNameForm = z.object({
  name: z.string().trim().min(1, 'Give the search a name.').max(MAX_SEARCH_NAME, `Use at most ${MAX_SEARCH_NAME} characters.`),
});

export const DEFAULT_FREQUENCY: AlertFrequency = 'daily';

export interface SaveSearchDialogProps {
  criteria: TSavedSearchCriteriaInput;
  /** The name to offer; otherwise one is made from the criteria. */
  defaultName?: string;
  title?: string;
  onClose: () => void;
}

export default function SaveSearchDialog({ criteria, defaultName, title = 'Save this search', onClose }: SaveSearchDialogProps) {
  const session = useVisitorSession();
  const [waitingForSignIn, setWaitingForSignIn] = useState<string | null>(null);
  return (
    <Modal open title={waitingForSignIn ? 'Sign in to save your search' : title} onClose={onClose}>
      {waitingForSignIn ? (
        <div className="save-search">
          <p role="status">
            We keep “{waitingForSignIn}” on this device and save it to your account as soon as you sign in. Open the e-mailed link on this device.
          </p>
          <SignInEntry />
        </div>
      ) : (
        <SaveSearchForm
          criteria={criteria}
          defaultName={defaultName}
          isSignedIn={session.isSignedIn}
          onSaved={onClose}
          onNeedsSignIn={(pending) => {
            writePendingSearch(pending);
            setWaitingForSignIn(pending.name);
          }}
        />
      )}
    </Modal>
  );
}

interface SaveSearchFormProps {
  criteria: TSavedSearchCriteriaInput;
  defaultName: string | undefined;
  isSignedIn: boolean;
  onSaved: () => void;
  onNeedsSignIn: (pending: TSaveSearchInput) => void;
}

export function SaveSearchForm({ criteria, defaultName, isSignedIn, onSaved, onNeedsSignIn }: SaveSearchFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const agentName = useSiteSettings()?.agent_name;
  const frequencyId = useId();
  const normalized = useMemo(() => normalizeSavedCriteria(criteria), [criteria]);
  const offeredName = defaultName ?? (normalized ? defaultSearchName(normalized) : '');
  const form = useZodForm(ZNameForm, { name: offeredName });
  // The search can change while the dialog is open (the map reports its area a moment after it
  // appears, or is moved): a name the person has not edited follows the search it will save.
  const [lastOffered, setLastOffered] = useState(offeredName);
  if (offeredName !== lastOffered) {
    setLastOffered(offeredName);
    if (form.values.name === lastOffered) form.setValue('name', offeredName);
  }
  const [frequency, setFrequency] = useState<AlertFrequency>(DEFAULT_FREQUENCY);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(
    trpc.alerts.save.mutationOptions({
      onSuccess: async (_answer, input) => {
        toast.success('Search saved', `“${input.name}” is saved. Manage your searches on your account page.`);
        await queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() });
        onSaved();
      },
      onError: (error) => {
        const { message, fieldErrors, status } = describeMutationError(error);
        form.setServerErrors(fieldErrors);
        setProblem(status === 400 && !fieldErrors.name ? 'This search cannot be saved. Change the filters and try again.' : message);
      },
    }),
  );

  return (
    <form
      className="form save-search"
      noValidate
      onSubmit={form.handleSubmit(({ name }) => {
        setProblem(null);
        const input: TSaveSearchInput = { name, criteria, frequency };
        if (isSignedIn) save.mutate(input);
        else onNeedsSignIn(input);
      })}
    >
      <FormField form={form} name="name" label="Name of the search" required inputProps={{ maxLength: MAX_SEARCH_NAME }} />
      <fieldset className="save-search__frequency choice-group">
        <legend id={frequencyId}>E-mail me new listings, price changes and homes back on the market</legend>
        {ALERT_FREQUENCIES.map((value) => (
          <label key={value} className="save-search__choice">
            <input type="radio" name={`${frequencyId}-frequency`} value={value} checked={frequency === value} onChange={() => setFrequency(value)} />
            {ALERT_FREQUENCY_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <p className="form-hint">
        {frequency === 'none'
          ? 'The search is kept on your account page; no e-mail is sent.'
          : // The consent's recorded text (CASL), shown as the server records it with the save.
            `By saving, you agree to receive listing alerts${agentName ? ` from ${agentName}` : ''}. ${LISTING_ALERTS_CONSENT.text}`}
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {isSignedIn ? 'Save search' : 'Save and sign in'}
        </button>
      </div>
    </form>
  );
}
