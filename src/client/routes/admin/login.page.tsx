/**
 * Admin sign-in. The form uses noValidate so the spec's own message ('email and password is
 * required') shows instead of the browser's bubble, while `required` still tells assistive tech.
 * On success the login answer is stored under `auth` and the admin home opens.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { writeStoredAuth } from '../../auth/auth-storage.ts';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import { useTRPC } from '../../trpc.ts';
import { loginErrorMessage, validateLoginFields } from './login-form.ts';
import { FieldFrame } from '../../components/forms/FieldFrame.tsx';
import '../../styles/admin.css';

interface LoginFieldProps {
  name: 'email' | 'password';
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The form was refused and this field is empty: marked invalid (the one message is under the fields). */
  isMissing: boolean;
}

/** One of the sign-in form's two required fields (the form's state is its own: one message for both, no per-field errors). */
function LoginField({ name, label, type, autoComplete, value, onChange, isMissing }: LoginFieldProps) {
  return (
    <FieldFrame id={`login-${name}`} label={label}>
      <input
        id={`login-${name}`}
        className="input"
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        aria-invalid={isMissing}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

export default function LoginPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (session) => {
        writeStoredAuth(session);
        await navigate({ to: '/admin/home' });
      },
      onError: (loginError) => setError(loginErrorMessage(loginError)),
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateLoginFields(email, password);
    setError(problem);
    if (!problem) login.mutate({ email: email.trim(), password });
  };

  return (
    <main className="login-screen" id="main-content">
      <div className="login-card">
        <p className="login-card__brand">{settings?.agent_name ?? 'Realtor'} · Admin</p>
        <h1 className="login-card__title">Sign in</h1>
        <form className="form" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
          <LoginField
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            isMissing={error !== null && email.trim() === ''}
          />
          <LoginField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            isMissing={error !== null && password === ''}
          />
          {error ? (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending} aria-busy={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign In'}
          </button>
        </form>
        <Link to="/" className="login-card__back">
          ← Back to the website
        </Link>
      </div>
    </main>
  );
}
