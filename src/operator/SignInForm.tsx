// Sign-in: user name and password, then the code from an authenticator app (or a recovery code) when the account has
// a second factor; a wrong password, a wrong code and a slow-down (with the time left) are said plainly.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, api } from './api';
import type { SessionAnswer } from './types';

export function SignInForm({ onSignedIn, defaultUsername = '' }: { onSignedIn: (s: SessionAnswer) => void; defaultUsername?: string }) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [needCode, setNeedCode] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const code = String(data.get('code') ?? '').trim();
      onSignedIn(await api.signIn(String(data.get('username') ?? ''), String(data.get('password') ?? ''), code || undefined));
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        const seconds = err.retryAfterS ?? 60;
        const minutes = Math.ceil(seconds / 60);
        setError(
          seconds < 60
            ? t`Too many failed sign-ins from this address. Try again in ${seconds} s.`
            : t`Too many failed sign-ins from this address. Try again in ${minutes} min.`,
        );
      } else if (err instanceof ApiError && err.status === 401 && err.body.secondFactor === true) {
        setNeedCode(true);
      } else if (err instanceof ApiError && err.status === 401 && err.message === 'wrong code') setError(t`Wrong code. Type the code now shown in your app.`);
      else if (err instanceof ApiError && err.status === 401) setError(t`Wrong user name or password.`);
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
      {needCode ? (
        <label className="op-field">
          <span>
            <Trans>Code from your authenticator app, or a recovery code</Trans>
          </span>
          <input name="code" autoComplete="one-time-code" inputMode="text" required autoFocus autoCapitalize="none" spellCheck={false} maxLength={20} />
        </label>
      ) : null}
      <button type="submit" className="op-button op-button--primary" disabled={busy}>
        {busy ? t`Signing in…` : t`Sign in`}
      </button>
    </form>
  );
}
