/**
 * Shown to a signed-in visitor whose accepted VOW terms are not the current text (the terms
 * changed, or they withdrew): sold prices and history stay hidden until they accept again.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { VOW_TERMS } from '#shared/vow-terms.ts';
import { useTRPC } from '../trpc.ts';
import { Form } from '../components/forms/Form.tsx';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import { useRefreshAccount, useVisitorSession } from './use-visitor-session.ts';
import './account.css';

export function VowTermsPrompt() {
  const session = useVisitorSession();
  if (!session.isSignedIn || !session.needsTermsAcceptance) return null;
  return <VowTermsForm />;
}

function VowTermsForm() {
  const trpc = useTRPC();
  const refresh = useRefreshAccount();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const accept = useMutation(trpc.account.giveConsent.mutationOptions({ onSuccess: () => refresh() }));
  return (
    <section className="container terms-prompt form-card panel" aria-labelledby="terms-prompt-title">
      <h2 id="terms-prompt-title" className="form-card__title">
        Please review our terms of use
      </h2>
      <p>Our terms for sold prices and listing history have changed (or you withdrew them). Accept them to see that information again.</p>
      <Form
        onSend={() => {
          if (!accepted) return setError('Tick the box to accept the terms.');
          setError(undefined);
          accept.mutate({ kind: 'vow_terms' });
        }}
      >
        <ConsentCheckbox consent={VOW_TERMS} checked={accepted} onChange={setAccepted} required error={error} />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={accept.isPending}>
            Accept the terms
          </button>
        </div>
      </Form>
    </section>
  );
}
