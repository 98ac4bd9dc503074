// Sign-in: user name and password; a wrong password and a lockout (with the time left) are said plainly.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, api } from './api';
import type { SessionAnswer } from './types';

export function SignInForm({ onSignedIn, defaultUsername = '' }: { onSignedIn: (s: SessionAnswer) => void; defaultUsername?: string }) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api.signIn(String(data.get('username') ?? ''), String(data.get('password') ?? '')));
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        const minutes = Math.max(1, Math.ceil((err.retryAfterS ?? 60) / 60));
        setError(t`Too many failed sign-ins: this account is locked. Try again in ${minutes} min.`);
      } else if (err instanceof ApiError && err.status === 401) setError(t`Wrong user name or password.`);
      else setError(t`Signing in failed: check the connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="op-form op-signin" onSubmit={(e) => void submit(e)} noValidate={false}>
      {error ? (
        <p className="op-alert op-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <label className="op-field">
        <span>
          <Trans>User name</Trans>
        </span>
        <input name="username" autoComplete="username" required defaultValue={defaultUsername} autoCapitalize="none" spellCheck={false} />
      </label>
      <label className="op-field">
        <span>
          <Trans>Password</Trans>
        </span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" className="op-button op-button--primary" disabled={busy}>
        {busy ? t`Signing in…` : t`Sign in`}
      </button>
    </form>
  );
}
