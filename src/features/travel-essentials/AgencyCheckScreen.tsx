// The travel-agency pages while the directory is empty (issue 26, "no empty promises"): the guide lists only agencies
// whose licence it has confirmed, so instead of an empty search it tells a traveller how to check an agency. The
// menus no longer lead here; old links and bookmarks do.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Phone, ShieldCheck } from 'lucide-react';
import { siteQuery } from '#/api/queries';
import { useLocale } from '#/i18n/current';
import { InfoPageFrame } from './InfoPageFrame';
import { unbreakablePhone } from '#/lib/phone';

/**
 * Where the facts below come from: the Tourism Hotline answers tourism enquiries 24 hours a day (gov.mo, MGTO's
 * notices of 2022); only licensed agencies and guides holding the office's work card may receive visitors, and
 * guides must wear it (MGTO's notice to visitors, as carried by izimi.cn).
 */
export const AGENCY_CHECK_SOURCES: readonly string[] = [
  'https://gov.mo/en/news/243913',
  'https://gov.mo/zh-hant/news/902153',
  'http://www.izimi.cn/article/98827122',
];

export function AgencyCheckScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: site } = useQuery(siteQuery(locale));
  const dialled = site?.hotline;
  // As shown: kept on one line.
  const hotline = dialled ? unbreakablePhone(dialled) : undefined;
  return (
    <InfoPageFrame
      title={t`Travel agencies`}
      lead={t`This guide lists only travel agencies whose licence it has confirmed, and none is listed yet.`}
      motif="office"
      palette="sea"
      section="before-you-travel"
    >
      <section className="notice-card agency-check" aria-labelledby="agency-check-title">
        <h2 id="agency-check-title" className="notice-card__title">
          <ShieldCheck aria-hidden="true" size={24} /> <Trans>Before you book a tour</Trans>
        </h2>
        <p>
          <Trans>
            In Macao, only licensed travel agencies may receive visitors, and only tour guides holding a work card issued by the Macao Government Tourism Office
            may guide them. A guide must wear the card.
          </Trans>
        </p>
        {dialled && hotline ? (
          <p className="agency-check__hotline">
            <Phone aria-hidden="true" size={18} />{' '}
            <Trans>
              To check that an agency is licensed, call the Tourism Office&apos;s Tourism Hotline, open 24 hours a day:{' '}
              <a href={`tel:${dialled.replace(/\s/g, '')}`} className="ltr-island" dir="ltr">
                {hotline}
              </a>
            </Trans>
          </p>
        ) : null}
        <p>
          <Trans>
            You can also <a href={`/${locale}/contact-us`}>contact the Tourism Office</a>.
          </Trans>
        </p>
        <h3 className="agency-check__sources-title">
          <Trans>Sources</Trans>
        </h3>
        <ul className="agency-check__sources">
          {AGENCY_CHECK_SOURCES.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener" dir="ltr">
                {url.replace(/^https?:\/\//, '')}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </InfoPageFrame>
  );
}
