// The operator area's frame: who is signed in, the language picker, the screens' navigation, and sign-in again
// (over the screen, so an unsaved form survives) when the session ends.
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { api, onSessionEnded, setCsrfToken } from './api';
import type { SessionAnswer } from './types';
import { SignInForm } from './SignInForm';
import { LanguagePicker } from './LanguagePicker';
import { AnnouncementsScreen } from './AnnouncementsScreen';
import { WarningsScreen } from './WarningsScreen';
import { WeatherScreen } from './WeatherScreen';
import { AuditScreen } from './AuditScreen';
import { OperatorsScreen } from './OperatorsScreen';
import { AccountScreen } from './AccountScreen';
import { ROLE_LABELS } from './labels';

const VIEWS = ['announcements', 'warnings', 'weather', 'audit', 'operators', 'account'] as const;
type View = (typeof VIEWS)[number];
const ADMIN_VIEWS: readonly View[] = ['audit', 'operators'];

function viewOf(pathname: string): View {
  const v = pathname.replace(/^\/operator\/?/, '').split('/')[0];
  return (VIEWS as readonly string[]).includes(v ?? '') ? (v as View) : 'announcements';
}

export function OperatorApp() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<SessionAnswer | null | undefined>(undefined);
  const [expired, setExpired] = useState(false);
  const [view, setView] = useState<View>(() => viewOf(location.pathname));

  const signedIn = useCallback(
    (s: SessionAnswer) => {
      setCsrfToken(s.csrfToken);
      setSession(s);
      setExpired(false);
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  useEffect(() => {
    onSessionEnded(() => setExpired(true));
    api.session().then(signedIn, () => setSession(null));
  }, [signedIn]);

  useEffect(() => {
    const onPop = () => setView(viewOf(location.pathname));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const go = (v: View) => {
    history.pushState(null, '', `/operator/${v}`);
    setView(v);
  };

  const signOut = async () => {
    await api.signOut().catch(() => undefined);
    setSession(null);
    queryClient.clear();
  };

  const labels: Record<View, string> = {
    announcements: t`Announcements`,
    warnings: t`Warnings in force`,
    weather: t`Weather`,
    audit: t`Audit log`,
    operators: t`Operators`,
    account: t`Your account`,
  };

  /** After a change to the second factor: the session's view of the operator is read again. */
  const reload = () => {
    api.session().then(signedIn, () => setSession(null));
  };

  if (session === undefined) return <p className="op-loading">{t`Loading…`}</p>;
  if (session === null)
    return (
      <div className="op-signin-page">
        <div className="op-signin-page__top">
          <LanguagePicker />
        </div>
        <main className="op-signin-card">
          <p className="op-brand">
            <Trans>Macao Government Tourism Office</Trans>
          </p>
          <h1>
            <Trans>Operator area</Trans>
          </h1>
          <SignInForm onSignedIn={signedIn} />
        </main>
      </div>
    );

  const isAdmin = session.operator.role === 'admin';
  // An admin without a second factor sees only their account page until they set one up.
  const enrolling = session.operator.mustEnrol;
  const shown = enrolling ? 'account' : isAdmin || !ADMIN_VIEWS.includes(view) ? view : 'announcements';
  const visible = enrolling ? (['account'] as const) : VIEWS.filter((v) => isAdmin || !ADMIN_VIEWS.includes(v));
  return (
    <div className="op-shell">
      <header className="op-header">
        <div className="op-header__brand">
          <span className="op-brand">
            <Trans>Macao Government Tourism Office</Trans>
          </span>
          <span className="op-header__area">
            <Trans>Operator area</Trans>
          </span>
        </div>
        <div className="op-header__tools">
          <LanguagePicker />
          <span className="op-header__who">
            {session.operator.displayName} <span className="op-tag">{i18n._(ROLE_LABELS[session.operator.role])}</span>
          </span>
          <button type="button" className="op-button op-button--quiet" onClick={() => void signOut()}>
            <Trans>Sign out</Trans>
          </button>
        </div>
      </header>
      <nav className="op-nav" aria-label={t`Operator screens`}>
        <ul>
          {visible.map((v) => (
            <li key={v}>
              <a
                href={`/operator/${v}`}
                aria-current={v === shown ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  go(v);
                }}
              >
                {labels[v]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="op-main" id="main">
        {shown === 'announcements' ? <AnnouncementsScreen /> : null}
        {shown === 'warnings' ? <WarningsScreen /> : null}
        {shown === 'weather' ? <WeatherScreen /> : null}
        {shown === 'audit' ? <AuditScreen /> : null}
        {shown === 'operators' ? <OperatorsScreen self={session.operator.id} /> : null}
        {shown === 'account' ? (
          <AccountScreen
            operator={session.operator}
            onChanged={reload}
            onSignedOut={() => {
              setSession(null);
              queryClient.clear();
            }}
          />
        ) : null}
      </main>
      {expired ? (
        <div className="op-overlay" role="dialog" aria-modal="true" aria-labelledby="op-expired-title">
          <div className="op-dialog">
            <h2 id="op-expired-title">
              <Trans>Your session has ended</Trans>
            </h2>
            <p>
              <Trans>Sign in again to go on. What you were editing stays as it was: save it again after signing in.</Trans>
            </p>
            <SignInForm onSignedIn={signedIn} defaultUsername={session.operator.username} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
