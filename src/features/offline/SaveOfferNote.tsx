// The offer of the whole guide where a page is missing (the "Not saved" screens, search results leading to pages
// that are not saved): shown whether or not the quiet line was dismissed, as here it answers what the visitor met.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import type { Locale } from '#shared/locales';
import { formatBytes } from '#/lib/bytes';
import { SaveOfferText } from './SaveOfferText';
import { useGuideOffer } from './useGuideOffer';
import './save-offer.css';

/** `offer`: what a first visit saved and the whole guide's size; `size`: the whole guide's size of an unsaved language. */
export default function Note({ locale, kind }: { locale: Locale; kind: 'offer' | 'size' }) {
  return kind === 'offer' ? <SaveOfferNote locale={locale} /> : <LanguageSizeNote locale={locale} />;
}

/** After a first visit: what it saved and what the whole guide costs. Nothing when no part is saved. */
function SaveOfferNote({ locale }: { locale: Locale }) {
  const offer = useGuideOffer(locale);
  if (!offer) return null;
  return (
    <p className="save-offer save-offer--note">
      <Download className="save-offer__icon" aria-hidden="true" size={18} />
      <span>
        <SaveOfferText offer={offer} locale={locale} />
      </span>
    </p>
  );
}

/** A language with nothing saved: the whole guide's size in it, as last seen online (nothing when never seen). */
function LanguageSizeNote({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const [bytes, setBytes] = useState<number>();
  useEffect(() => {
    let live = true;
    import('#/api/pack-sizes').then((sizes) => live && setBytes(sizes.rememberedGuideBytes(locale))).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  if (bytes === undefined) return null;
  const whole = formatBytes(bytes, locale);
  return (
    <p className="save-offer save-offer--note">
      <Download className="save-offer__icon" aria-hidden="true" size={18} />
      <Link to="/$locale/offline" params={{ locale }} className="save-offer__link">
        {t`Save all of Macao for offline: ${whole}`}
      </Link>
    </p>
  );
}
