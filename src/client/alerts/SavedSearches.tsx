/**
 * The account page's "Saved searches": each search with its summary and a link to run it again,
 * how often it e-mails (saved as soon as it is changed), rename, delete (asked first), an empty
 * state pointing to the search, and "Stop all alerts" (every search stays, none e-mails).
 */
import { onFirstUse } from '../lib/on-first-use.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency, type TSavedSearch } from '#shared/schemas/saved-search.schema.ts';
import { useConfirmDialog } from '../components/admin/confirm/use-confirm-dialog.tsx';
import { describeMutationError } from '../components/forms/mutation-error.ts';
import { useToast } from '../components/toast/use-toast.ts';
import { useTRPC } from '../trpc.ts';
import { MAX_SEARCH_NAME } from './search-name.ts';
import { FieldFrame } from '../components/forms/FieldFrame.tsx';
import { Form } from '../components/forms/Form.tsx';
import { InputField } from '../components/forms/InputField.tsx';
import { FormCard } from '../components/forms/FormCard.tsx';
import '../components/forms/forms.css';
import './alerts.css';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' }));

function useSavedSearchActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() });
  const onError = (error: unknown) => toast.error('Error', describeMutationError(error).message);
  return {
    update: useMutation(
      trpc.alerts.update.mutationOptions({ onSuccess: () => toast.success('Saved', 'Your search was updated.'), onError, onSettled: refresh }),
    ),
    remove: useMutation(
      trpc.alerts.remove.mutationOptions({ onSuccess: () => toast.success('Deleted', 'The search was deleted.'), onError, onSettled: refresh }),
    ),
    stopAll: useMutation(
      trpc.alerts.stopAll.mutationOptions({
        onSuccess: () => toast.success('Alerts stopped', 'You will get no more listing alerts.'),
        onError,
        onSettled: refresh,
      }),
    ),
  };
}

export function SavedSearches() {
  const trpc = useTRPC();
  const searches = useQuery(trpc.alerts.list.queryOptions());
  const actions = useSavedSearchActions();
  const { confirm, dialog } = useConfirmDialog();
  const list = searches.data ?? [];
  const anyAlerts = list.some((search) => search.frequency !== 'none');

  return (
    <FormCard title="Saved searches">
      {searches.isPending ? (
        <p role="status">Loading…</p>
      ) : searches.isError ? (
        <p role="alert">Your saved searches could not be loaded. Please try again.</p>
      ) : list.length === 0 ? (
        <p>
          No saved searches yet: <Link to="/search">search for homes</Link> and press “Save this search” to hear about new listings and price changes.
        </p>
      ) : (
        <>
          <ul className="account-list">
            {list.map((search) => (
              <SavedSearchItem
                key={search.id}
                search={search}
                isBusy={actions.update.isPending || actions.remove.isPending}
                onUpdate={(changes, onFailed) => actions.update.mutate({ id: search.id, ...changes }, { onError: onFailed })}
                onDelete={async () => {
                  if (await confirm({ title: `Delete “${search.name}”?`, text: 'Its alerts stop, and the search is removed.', confirmLabel: 'Delete' }))
                    actions.remove.mutate({ id: search.id });
                }}
              />
            ))}
          </ul>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn--ghost"
              disabled={!anyAlerts || actions.stopAll.isPending}
              onClick={async () => {
                if (
                  await confirm({
                    title: 'Stop all listing alerts?',
                    text: 'Your searches stay on this page with “No e-mail”; you can turn any of them back on.',
                    confirmLabel: 'Stop all alerts',
                  })
                )
                  actions.stopAll.mutate();
              }}
            >
              Stop all alerts
            </button>
            {!anyAlerts ? <p className="form-hint">None of your searches sends e-mail.</p> : null}
          </div>
        </>
      )}
      {dialog}
    </FormCard>
  );
}

interface SavedSearchItemProps {
  search: TSavedSearch;
  isBusy: boolean;
  /** `onFailed`: the change was refused (the item shows the saved value again). */
  onUpdate: (changes: { name?: string; frequency?: AlertFrequency }, onFailed?: () => void) => void;
  onDelete: () => void;
}

function SavedSearchItem({ search, isBusy, onUpdate, onDelete }: SavedSearchItemProps) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  // The choice shows at once; the list read again after the save confirms it.
  const [frequency, setFrequency] = useState(search.frequency);
  useEffect(() => setFrequency(search.frequency), [search.frequency]);

  const submitName = () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Give the search a name.');
    if (trimmed.length > MAX_SEARCH_NAME) return setNameError(`Use at most ${MAX_SEARCH_NAME} characters.`);
    setNameError(null);
    setRenaming(false);
    if (trimmed !== search.name) onUpdate({ name: trimmed });
  };

  return (
    <li className="saved-search">
      <div className="saved-search__head split-row">
        <h3 className="saved-search__name">{search.name}</h3>
        <a href={search.searchUrl}>
          See the listings<span className="visually-hidden"> of {search.name}</span>
        </a>
      </div>
      <p className="saved-search__summary">{search.summary}</p>
      <p className="form-hint">
        {search.lastAlertAt ? `Last alert ${dateFormat().format(new Date(search.lastAlertAt))}` : 'No alert sent yet'}
        {search.createdByAgent ? ' · Set up for you by your agent' : ''}
      </p>
      {renaming ? (
        <Form className="saved-search__rename cluster" onSend={submitName}>
          <InputField id={`${id}-name`} label="New name" value={name} maxLength={MAX_SEARCH_NAME} onChange={setName} error={nameError} />
          <button type="submit" className="btn btn--primary btn--sm">
            Save name
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              setName(search.name);
              setNameError(null);
              setRenaming(false);
            }}
          >
            Cancel
          </button>
        </Form>
      ) : null}
      <div className="saved-search__controls cluster">
        <FieldFrame
          id={`${id}-frequency`}
          label={
            <>
              E-mail me<span className="visually-hidden"> about {search.name}</span>
            </>
          }
        >
          <select
            id={`${id}-frequency`}
            className="input"
            value={frequency}
            onChange={(event) => {
              const next = event.target.value as AlertFrequency;
              setFrequency(next);
              onUpdate({ frequency: next }, () => setFrequency(search.frequency));
            }}
          >
            {ALERT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {ALERT_FREQUENCY_LABELS[value]}
              </option>
            ))}
          </select>
        </FieldFrame>
        {renaming ? null : (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRenaming(true)}>
            Rename<span className="visually-hidden"> {search.name}</span>
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--sm" disabled={isBusy} onClick={onDelete}>
          Delete<span className="visually-hidden"> {search.name}</span>
        </button>
      </div>
    </li>
  );
}
