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
import '../../styles/admin.css';

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
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input
              id="login-email"
              className="input"
              type="email"
              name="email"
              autoComplete="username"
              required
              aria-invalid={error !== null && email.trim() === ''}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              className="input"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              aria-invalid={error !== null && password === ''}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
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
