// The offline screen inside the page frame: this page is not saved and the network failed or is too slow.
// Says so plainly, offers to try again and to save the guide (never a "500" title, never a blank page). In a language
// that is not saved while others are (a language switch offline), the language-not-saved screen says that instead.
import { Link, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { CloudOff, Download } from 'lucide-react';
import type { OfflineReason } from '#shared/offline';
import { useLocale } from '#/i18n/current';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { savedAlternatives } from '#/lib/unsaved-language';
import { LanguageNotSavedScreen } from './LanguageNotSavedScreen';
import { useSavedLocales } from './useSavedLocales';
import { OfferNote } from './offer-notes';

export interface OfflineScreenProps {
  reason: OfflineReason;
  /** Clears the route's error before retrying (the router's reset). */
  reset?: () => void;
}

export function OfflineScreen(props: OfflineScreenProps) {
  const locale = useLocale();
  const saved = useSavedLocales();
  const alternatives = saved && savedAlternatives(locale, saved);
  return alternatives ? <LanguageNotSavedScreen saved={alternatives} /> : <PageNotSavedScreen {...props} />;
}

function PageNotSavedScreen({ reason, reset }: OfflineScreenProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const title = t`Not saved on this device`;
  useDocumentTitle(title);
  const retry = () => {
    reset?.();
    void router.invalidate();
  };
  return (
    <section className="container error-screen offline-screen" role="alert" aria-labelledby="offline-title">
      <CloudOff className="error-screen__icon" aria-hidden="true" size={64} />
      <h1 id="offline-title" className="error-screen__title">
        {title}
      </h1>
      <p className="error-screen__body">
        {reason === 'slow'
          ? t`The connection is too weak to load this page, and it is not saved on this device.`
          : t`You are offline and this page is not saved on this device.`}
      </p>
      <OfferNote locale={locale} kind="offer" />
      <div className="error-screen__actions">
        <Link to="/$locale/offline" params={{ locale }} className="button button--primary">
          <Download aria-hidden="true" size={18} />
          {t`Save Macao for offline`}
        </Link>
        <button type="button" className="button button--ghost" onClick={retry}>
          {t`Try again`}
        </button>
        <Link to="/$locale" params={{ locale }} className="button button--ghost">
          {t`Home`}
        </Link>
      </div>
    </section>
  );
}
