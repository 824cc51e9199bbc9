/**
 * "Sign in or create an account": one e-mail field for everyone. The answer is the same whether
 * or not the address has an account; the e-mail says which (a sign-in link, or a link to finish
 * signing up).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ZRequestSignInLink } from '#shared/schemas/visitor.schema.ts';
import { FormField } from '../components/forms/FormField.tsx';
import { describeMutationError } from '../components/forms/mutation-error.ts';
import { useZodForm } from '../components/forms/use-zod-form.ts';
import { useTRPC } from '../trpc.ts';
import { FormCard } from '../components/forms/FormCard.tsx';
import '../components/forms/forms.css';
import './account.css';

export function SignInEntry() {
  const trpc = useTRPC();
  const form = useZodForm(ZRequestSignInLink, { email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation(
    trpc.account.requestLink.mutationOptions({
      onSuccess: (answer) => {
        setProblem(null);
        setSent(answer.message);
      },
      onError: (error) => {
        const { message, fieldErrors } = describeMutationError(error);
        form.setServerErrors(fieldErrors);
        setProblem(message);
      },
    }),
  );

  return (
    <FormCard headingId="sign-in-title" title="Sign in or create an account">
      <p>See sold prices and listing history, and keep your saved homes on every device. No password: we e-mail you a link.</p>
      <form className="form" noValidate aria-labelledby="sign-in-title" onSubmit={form.handleSubmit((data) => request.mutate(data))}>
        <FormField form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={request.isPending}>
            E-mail me a link
          </button>
        </div>
      </form>
      <div role="status">{sent ? <p>{sent}</p> : null}</div>
      {problem ? <p role="alert">{problem}</p> : null}
    </FormCard>
  );
}
