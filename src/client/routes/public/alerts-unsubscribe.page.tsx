/**
 * /alerts/unsubscribe#<token>: the one-click unsubscribe link of a listing alert (issue #16). The
 * token travels in the fragment (never sent to a server or a Referer); the page reads it after
 * hydrating and sends it once as a POST (`alerts.unsubscribe`), so a mail scanner fetching the
 * page changes nothing. The token leaves the address bar at once. The answer says which alerts
 * stopped: one search's, or every alert of the visitor.
 */
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { useTRPC } from '../../trpc.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import '../../components/forms/forms.css';
import '../../account/account.css';

/** The fragment's token: `#<token>` (or `#token=<token>`); the server checks its signature. */
export function unsubscribeTokenFromHash(hash: string): string | null {
  const match = hash.replace(/^#/, '').match(/^(?:token=)?([A-Za-z0-9._-]{10,400})$/);
  return match?.[1] ?? null;
}

export default function AlertsUnsubscribePage() {
  const trpc = useTRPC();
  // undefined until the effect has read the fragment: the server and the first browser render show the same "Stopping…".
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const sent = useRef(false);
  const unsubscribe = useMutation(trpc.alerts.unsubscribe.mutationOptions());
  const { mutate } = unsubscribe;

  useEffect(() => {
    const found = unsubscribeTokenFromHash(window.location.hash);
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    setToken(found);
    // Once per page load, even when React runs effects twice.
    if (found && !sent.current) {
      sent.current = true;
      mutate({ token: found });
    }
  }, [mutate]);

  const done = unsubscribe.isSuccess
    ? unsubscribe.data.scope === 'all' || !unsubscribe.data.searchName
      ? 'You will no longer get alerts for any saved search.'
      : `You will no longer get alerts for “${unsubscribe.data.searchName}”.`
    : null;
  const problem =
    token === null
      ? 'This link is not complete. Open it again from the e-mail.'
      : unsubscribe.isError
        ? [400, 404].includes(describeMutationError(unsubscribe.error).status ?? 0)
          ? 'This link is not valid. Open it again from the e-mail.'
          : 'Your alerts could not be stopped just now. Please try the link again.'
        : null;

  return (
    <div className="page">
      <PageHeader title="Listing alerts" />
      <div className="container page-body account-page account-page--narrow">
        <section className="form-card panel">
          {/* One live region from the first render on, so the outcome replacing "Stopping…" is announced. */}
          <div role="status">
            {token === undefined || (token && !unsubscribe.isSuccess && !unsubscribe.isError) ? <p>Stopping your alerts…</p> : done ? <p>{done}</p> : null}
          </div>
          {problem ? <p role="alert">{problem}</p> : null}
          <p>
            <Link to="/account">Manage your saved searches</Link> on your account page.
          </p>
        </section>
      </div>
    </div>
  );
}
