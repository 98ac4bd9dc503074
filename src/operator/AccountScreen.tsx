// The operator's own account: the second factor (set up with a QR code, confirmed with a first code, recovery codes
// shown once), a new password, and the failed sign-ins under their name in the last 30 days.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, api } from './api';
import { useDateTime } from './format';
import type { OperatorView } from './types';

function QrImage({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The encoder loads only for the set-up, not with the rest of the operator area.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(value, { margin: 2, width: 220, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setSrc(url),
        () => live && setSrc(null),
      );
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img className="op-qr" src={src} alt={label} width={220} height={220} /> : <div className="op-qr" aria-hidden="true" />;
}

function SecondFactorSetUp({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      setSecret(await api.startSecondFactor());
    } catch {
      setError(t`The set-up could not start: try again.`);
    }
  };
  const confirm = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    try {
      setCodes((await api.confirmSecondFactor(String(new FormData(e.currentTarget).get('code') ?? ''))).recoveryCodes);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 400
          ? t`Wrong code. Check the time on your phone and type the code now shown.`
          : t`The code could not be checked: try again.`,
      );
    }
  };

  if (codes)
    return (
      <div className="op-stack">
        <p role="status" className="op-alert op-alert--ok">
          <Trans>The second factor is on.</Trans>
        </p>
        <p>
          <Trans>
            Recovery codes: each works once, in place of a code from your app, if you lose your phone. Keep them somewhere safe; they are not shown again.
          </Trans>
        </p>
        <ul className="op-codes" aria-label={t`Recovery codes`}>
          {codes.map((c) => (
            <li key={c} className="op-mono">
              {c}
            </li>
          ))}
        </ul>
        <button type="button" className="op-button op-button--primary" onClick={onDone}>
          <Trans>I have kept the codes</Trans>
        </button>
      </div>
    );
  if (!secret)
    return (
      <div className="op-stack">
        {error ? (
          <p className="op-alert op-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="button" className="op-button op-button--primary" onClick={() => void start()}>
          <Trans>Set up a second factor</Trans>
        </button>
      </div>
    );
  return (
    <form className="op-form op-stack" onSubmit={(e) => void confirm(e)}>
      <p>
        <Trans>
          Scan this code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then type the six-digit code it
          shows.
        </Trans>
      </p>
      <QrImage value={secret.uri} label={t`QR code for your authenticator app`} />
      <p>
        <Trans>Or type this key into the app:</Trans>{' '}
        <code className="op-mono" data-testid="totp-secret">
          {secret.secret}
        </code>
      </p>
      {error ? (
        <p className="op-alert op-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <label className="op-field">
        <span>
          <Trans>Six-digit code</Trans>
        </span>
        <input name="code" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9 ]{6,7}" required maxLength={7} />
      </label>
      <button type="submit" className="op-button op-button--primary">
        <Trans>Turn on the second factor</Trans>
      </button>
    </form>
  );
}

export function AccountScreen({ operator, onChanged, onSignedOut }: { operator: OperatorView; onChanged: () => void; onSignedOut: () => void }) {
  const { t } = useLingui();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const account = useQuery({ queryKey: ['account'], queryFn: api.account });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['account'] });
    onChanged();
  };

  const changePassword = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setMessage(null);
    try {
      await api.changePassword(String(data.get('current') ?? ''), String(data.get('next') ?? ''));
      onSignedOut();
    } catch (err) {
      setMessage({
        ok: false,
        text: err instanceof ApiError && err.status === 400 ? passwordProblem(err.message) : t`The password could not be changed: try again.`,
      });
    }
  };
  const passwordProblem = (m: string) => {
    if (/current password/.test(m)) return t`The current password is wrong.`;
    if (/12 characters/.test(m)) return t`The new password needs at least 12 characters.`;
    if (/user name/.test(m)) return t`The new password must not contain your user name.`;
    if (/too common/.test(m)) return t`This password is too common or too easy to guess. Use a few unrelated words, or a password manager.`;
    return t`This password cannot be used.`;
  };

  const remove = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    try {
      await api.removeSecondFactor(String(new FormData(e.currentTarget).get('password') ?? ''));
      setMessage({ ok: true, text: t`The second factor is off.` });
      refresh();
    } catch {
      setMessage({ ok: false, text: t`The second factor could not be removed: check the password.` });
    }
  };

  const data = account.data;
  const codesLeft = data?.recoveryCodesLeft ?? 0;
  const failedTotal = data?.failedSignInsTotal ?? 0;
  return (
    <section className="op-screen" aria-labelledby="op-account-title">
      <div className="op-screen__head">
        <h1 id="op-account-title">
          <Trans>Your account</Trans>
        </h1>
      </div>
      {operator.mustEnrol ? (
        <p className="op-alert op-alert--error" role="alert">
          <Trans>An admin needs a second factor. Set it up here before going on.</Trans>
        </p>
      ) : null}
      {message ? (
        <p className={`op-alert ${message.ok ? 'op-alert--ok' : 'op-alert--error'}`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}

      <section className="op-panel" aria-labelledby="op-2fa-title">
        <h2 id="op-2fa-title">
          <Trans>Second factor</Trans>
        </h2>
        {operator.secondFactor ? (
          <>
            <p>
              <Trans>On. Signing in asks for a code from your authenticator app.</Trans> {data ? <Trans>Recovery codes left: {codesLeft}</Trans> : null}
            </p>
            {operator.role === 'editor' ? (
              <form className="op-form op-inline" onSubmit={(e) => void remove(e)}>
                <label className="op-field">
                  <span>
                    <Trans>Password</Trans>
                  </span>
                  <input name="password" type="password" autoComplete="current-password" required />
                </label>
                <button type="submit" className="op-button">
                  <Trans>Turn off the second factor</Trans>
                </button>
              </form>
            ) : null}
          </>
        ) : (
          <SecondFactorSetUp onDone={refresh} />
        )}
      </section>

      <section className="op-panel" aria-labelledby="op-password-title">
        <h2 id="op-password-title">
          <Trans>Change your password</Trans>
        </h2>
        <form className="op-form" onSubmit={(e) => void changePassword(e)}>
          <label className="op-field">
            <span>
              <Trans>Current password</Trans>
            </span>
            <input name="current" type="password" autoComplete="current-password" required />
          </label>
          <label className="op-field">
            <span>
              <Trans>New password (at least 12 characters)</Trans>
            </span>
            <input name="next" type="password" autoComplete="new-password" minLength={12} required />
          </label>
          <button type="submit" className="op-button op-button--primary">
            <Trans>Change password</Trans>
          </button>
          <p className="op-muted">
            <Trans>Every session of yours ends: sign in again with the new password.</Trans>
          </p>
        </form>
      </section>

      <section className="op-panel" aria-labelledby="op-failed-title">
        <h2 id="op-failed-title">
          <Trans>Failed sign-ins in the last 30 days</Trans>
        </h2>
        {account.isError ? <p className="op-alert op-alert--error">{t`Your account could not be loaded.`}</p> : null}
        {data && data.failedSignInsTotal === 0 ? <p>{t`None.`}</p> : null}
        {data && data.failedSignInsTotal > 0 ? (
          <>
            <p>
              <Trans>{failedTotal} failed or slowed-down tries under your user name. If they were not yours, tell an admin.</Trans>
            </p>
            <table className="op-table op-table--dense">
              <thead>
                <tr>
                  <th scope="col">{t`When`}</th>
                  <th scope="col">{t`Address`}</th>
                  <th scope="col">{t`Tries`}</th>
                  <th scope="col">{t`Outcome`}</th>
                </tr>
              </thead>
              <tbody>
                {data.failedSignIns.map((f, i) => (
                  <tr key={`${f.at}-${i}`}>
                    <td data-label={t`When`}>{when(f.at)}</td>
                    <td data-label={t`Address`} className="op-mono">
                      {f.ip ?? '—'}
                    </td>
                    <td data-label={t`Tries`}>{f.count}</td>
                    <td data-label={t`Outcome`}>{f.throttled ? t`Slowed down` : t`Wrong password or code`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </section>
    </section>
  );
}
