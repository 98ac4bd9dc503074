// accommodation: the introduction, the star classes with their hotel counts and pictures (eight placeholders while
// they load, SPEC §9), the hotel awards, and a way into the hotel search for each class.
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Award, Search, Star } from 'lucide-react';
import { accommodationQuery } from '#/api/map-queries';
import { fallbackAttrs } from '#/components/fallback';
import { LazyImage } from '#/components/LazyImage';
import { PageHero } from '#/components/PageHero';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { InternalLink, SectionHeading } from '#/features/home';

export const STAR_PLACEHOLDERS = 8;

export function AccommodationScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useQuery(accommodationQuery(locale));
  const title = t`Accommodation`;
  useDocumentTitle(title);
  const intro = data?.introduction;
  return (
    <div className="page accommodation-page">
      <PageHero crumbs={[{ label: title }]} title={title} lead={intro?.title} motif="hotel" seed="accommodation" />
      {intro ? (
        <section className="home-section container accommodation-intro">
          <div className="rich-text" {...fallbackAttrs(intro.fallbackFields, 'content', locale)} dangerouslySetInnerHTML={{ __html: intro.content }} />
        </section>
      ) : null}

      <section className="home-section home-section--tinted" aria-labelledby="accommodation-classes" aria-busy={isPending}>
        <div className="container">
          <SectionHeading
            id="accommodation-classes"
            eyebrow={t`Hotel classes`}
            title={t`Choose where to stay`}
            more={{ href: `/${locale}/accommodation/search`, label: t`All hotels` }}
          />
          {isError ? (
            <div className="notice-card" role="alert">
              <p>
                <Trans>The hotel classes could not be loaded. Check your connection and try again.</Trans>
              </p>
              <button type="button" className="button button--primary button--small" onClick={() => void refetch()}>
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : (
            <ul className="star-grid">
              {isPending
                ? Array.from({ length: STAR_PLACEHOLDERS }, (_, i) => (
                    <li key={i} className="star-card star-card--skeleton" aria-hidden="true">
                      <span className="skeleton skeleton--image" />
                      <span className="skeleton skeleton--line" />
                      <span className="skeleton skeleton--line skeleton--short" />
                    </li>
                  ))
                : [...data.stars]
                    .sort((a, b) => a.order - b.order)
                    .map((s) => (
                      <li key={s.value}>
                        <InternalLink href={`/${locale}/accommodation/search?class=${encodeURIComponent(s.value)}`} className="star-card">
                          <LazyImage src={s.thumbnail} alt="" aspect="card" width={400} />
                          <span className="star-card__body">
                            <span className="star-card__name" {...fallbackAttrs(s.fallbackFields, 'name', locale)}>
                              <Star aria-hidden="true" size={16} />
                              {s.name}
                            </span>
                            <span className="star-card__count">
                              <Plural value={s.count} one="# hotel" other="# hotels" />
                            </span>
                          </span>
                        </InternalLink>
                      </li>
                    ))}
            </ul>
          )}
          {isPending ? <p className="visually-hidden" role="status">{t`Loading hotel classes…`}</p> : null}
        </div>
      </section>

      {data?.awards.length ? (
        <section className="home-section container" aria-labelledby="accommodation-awards">
          <SectionHeading id="accommodation-awards" eyebrow={t`Quality award`} title={t`Award-winning hotels`} />
          <ul className="award-levels">
            {data.awards.map((a) => (
              <li key={a.value} className="award-level">
                {a.icon ? <img src={a.icon} alt="" width={56} height={56} className="award-level__icon" /> : <Award aria-hidden="true" size={40} />}
                <span className="award-level__name">{a.name}</span>
                {a.remark ? <span className="award-level__remark">{a.remark}</span> : null}
                <span className="award-level__count">
                  <Plural value={a.count} one="# hotel" other="# hotels" />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="home-section container">
        <InternalLink href={`/${locale}/accommodation/search`} className="button button--primary">
          <Search aria-hidden="true" size={16} />
          <Trans>Search all hotels on the map</Trans>
        </InternalLink>
      </section>
    </div>
  );
}
