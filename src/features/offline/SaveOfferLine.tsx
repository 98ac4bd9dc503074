// The quiet line after a first visit (issue 30): only the essentials are saved; the whole guide is one tap away. It
// sits over the page's foot (no layout shift when it arrives) and goes for good when the visitor dismisses it.
import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Download, X } from 'lucide-react';
import type { Locale } from '#shared/locales';
import { OFFER_DISMISSED_KEY } from '#/lib/save-offer-keys';
import { useUi } from '#/state/ui';
import { usePwa } from '#/state/pwa';
import { useInstallOfferOpen } from '#/state/install-offer';
import { SaveOfferText } from './SaveOfferText';
import { useGuideOffer } from './useGuideOffer';
import './save-offer.css';

export default function SaveOfferLine({ locale, refresh }: { locale: Locale; refresh: number }) {
  const { t } = useLingui();
  const offer = useGuideOffer(locale, true, refresh);
  const [dismissed, setDismissed] = useState(false);
  // Offline, the offline bar offers the save page already; on the save page, the page itself is the offer.
  const offline = useUi().connection === 'offline';
  const onSavePage = useRouterState({ select: (s) => /^\/[^/]+\/offline\/?$/.test(s.location.pathname) });
  // The new version's prompt and the warnings offer sit in the same place and matter more: the line waits its turn.
  const updatePrompt = usePwa().updateAvailable;
  const warningsOffer = useInstallOfferOpen();
  const otherPrompt = updatePrompt || warningsOffer;
  if (!offer || dismissed || offline || onSavePage || otherPrompt) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(OFFER_DISMISSED_KEY, '1');
    } catch {
      // Storage refused: dismissed for this page only.
    }
  };
  return (
    <aside className="save-offer save-offer--line" aria-label={t`Save for offline`}>
      <Download className="save-offer__icon" aria-hidden="true" size={18} />
      <p className="save-offer__text">
        <SaveOfferText offer={offer} locale={locale} />
      </p>
      <button type="button" className="save-offer__close" onClick={dismiss} aria-label={t`Dismiss`}>
        <X aria-hidden="true" size={18} />
      </button>
    </aside>
  );
}
