// What's happening: the season's highlight cards, and the wide promotional banners below them.
import { useLingui } from '@lingui/react/macro';
import type { WhatsHappening as Data } from '#shared/api/home';
import { LazyImage } from '#/components/LazyImage';
import { useLocale } from '#/i18n/current';
import { InternalLink, localeHref } from './InternalLink';
import { SectionHeading } from './SectionHeading';
import { useShortText } from './useShortText';
import { fallbackAttrs } from '#/components/fallback';

export function WhatsHappeningCards({ data, more = true }: { data: Data; more?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const short = useShortText();
  if (data.cards.length === 0) return null;
  // A lead story and four beside it; the rest are one click away on the events page.
  const [lead, ...rest] = data.cards.slice(0, 5);
  return (
    <section className="home-section container" aria-labelledby="home-happening">
      <SectionHeading
        id="home-happening"
        eyebrow={t`What's happening`}
        title={t`This season in Macao`}
        {...(more ? { more: { href: `/${locale}/events`, label: t`All events` } } : {})}
      />
      <ul className="happening-grid">
        {[lead!, ...rest].map((c, i) => (
          <li key={c.id} className={i === 0 ? 'happening-grid__lead' : undefined}>
            <InternalLink href={localeHref(c.link, locale)} className="story-card">
              <LazyImage src={c.image} alt="" aspect={i === 0 ? 'banner' : 'card'} width={i === 0 ? 960 : 560} />
              <span className="story-card__body">
                <span className="story-card__title" {...fallbackAttrs(c.fallbackFields, 'title', locale)}>
                  {c.title}
                </span>
                <span className="story-card__text" {...fallbackAttrs(c.fallbackFields, 'summary', locale)}>
                  {short(c.summary)}
                </span>
              </span>
            </InternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhatsHappeningBanners({ data }: { data: Data }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (data.banners.length === 0) return null;
  return (
    <section className="home-section container" aria-label={t`Promotions`}>
      <ul className="promo-banners">
        {data.banners.map((b) => (
          <li key={b.id}>
            <InternalLink href={localeHref(b.link, locale)} className="promo-banner">
              <LazyImage src={b.image} alt="" aspect="banner" width={960} />
              <span className="promo-banner__title" {...fallbackAttrs(b.fallbackFields, 'title', locale)}>
                {b.title}
              </span>
            </InternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
