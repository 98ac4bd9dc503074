// The interstitial for outward links: shows the destination, then lets the visitor continue.
import { Link, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, ShieldAlert } from 'lucide-react';
import { useLocale } from '#/i18n/current';
import { safeExternalUrl } from '#/lib/external-link';
import { useDocumentTitle } from '#/components/useDocumentTitle';

export function RedirectingScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { to } = useSearch({ strict: false }) as { to?: string };
  const url = safeExternalUrl(to);
  const host = url?.host ?? '';
  useDocumentTitle(url ? t`Leaving this site` : t`This link cannot be opened`);

  if (!url) {
    return (
      <section className="container error-screen" aria-labelledby="redirect-title">
        <ShieldAlert aria-hidden="true" size={48} className="error-screen__icon" />
        <h1 id="redirect-title" className="error-screen__title">
          {t`This link cannot be opened`}
        </h1>
        <p className="error-screen__body">
          <Trans>For your safety we only send you on to web addresses that start with http:// or https://.</Trans>
        </p>
        <Link to="/$locale" params={{ locale }} className="button button--primary">
          <Trans>Go to the home page</Trans>
        </Link>
      </section>
    );
  }
  return (
    <section className="container error-screen" aria-labelledby="redirect-title">
      <ExternalLink aria-hidden="true" size={48} className="error-screen__icon" />
      <h1 id="redirect-title" className="error-screen__title">
        {t`You are leaving this site`}
      </h1>
      <p className="error-screen__body">
        <Trans>You are about to visit a page on another website:</Trans>
      </p>
      <p className="redirect-target ltr-island">
        <strong>{url.host}</strong>
        <br />
        <span>{url.href}</span>
      </p>
      <div className="error-screen__actions">
        <a href={url.href} className="button button--primary" rel="noopener noreferrer">
          <Trans>Continue to {host}</Trans>
        </a>
        <Link to="/$locale" params={{ locale }} className="button button--ghost">
          <Trans>Stay on this site</Trans>
        </Link>
      </div>
    </section>
  );
}
