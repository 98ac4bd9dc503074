// The words of the offer: what one visit saved, and a link to the save page with the whole guide's size, both sizes
// formatted in the visitor's language. Shared by the quiet line, the "Not saved" screens and the search results.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '#shared/locales';
import { formatBytes } from '#/lib/bytes';
import type { GuideOffer } from '#/lib/save-offer';

export function SaveOfferText({ offer, locale }: { offer: GuideOffer; locale: Locale }) {
  const { t } = useLingui();
  const essentials = formatBytes(offer.essentials, locale);
  const whole = offer.whole === undefined ? undefined : formatBytes(offer.whole, locale);
  return (
    <>
      <span className="save-offer__saved">{t`Only the essentials are saved (${essentials}).`}</span>{' '}
      <Link to="/$locale/offline" params={{ locale }} className="save-offer__link">
        {whole ? t`Save all of Macao for offline: ${whole}` : t`Save Macao for offline`}
      </Link>
    </>
  );
}
