// Top suggested tours: a route card each, with its duration and number of stops.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Clock, MapPin } from 'lucide-react';
import type { TopTour } from '#shared/api/home';
import { LazyImage } from '#/components/LazyImage';
import { useLocale } from '#/i18n/current';
import { InternalLink } from './InternalLink';
import { SectionHeading } from './SectionHeading';
import { useShortText } from './useShortText';
import { fallbackAttrs } from '#/components/fallback';

export function TopTours({ tours }: { tours: TopTour[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const short = useShortText();
  if (tours.length === 0) return null;
  return (
    <section className="home-section home-section--azulejo" aria-labelledby="home-tours">
      <div className="container">
        <SectionHeading
          id="home-tours"
          eyebrow={t`Suggested tours`}
          title={t`Walk the city`}
          more={{ href: `/${locale}/suggested-tours`, label: t`All tours` }}
        />
        <ul className="tour-grid">
          {tours.map((tour) => {
            const stops = tour.sights.length;
            return (
              <li key={`${tour.category}/${tour.group}`}>
                <InternalLink href={`/${locale}/${tour.category}/${tour.group}`} className="tour-card">
                  <LazyImage src={tour.banner} alt="" aspect="banner" width={720} />
                  <span className="tour-card__body">
                    <span className="tour-card__title" {...fallbackAttrs(tour.fallbackFields, 'name', locale)}>
                      {tour.name}
                    </span>
                    <span className="tour-card__text" {...fallbackAttrs(tour.fallbackFields, 'summary', locale)}>
                      {short(tour.summary)}
                    </span>
                    <span className="tour-card__meta">
                      {tour.duration ? (
                        <span>
                          <Clock aria-hidden="true" size={16} /> {tour.duration}
                        </span>
                      ) : null}
                      <span>
                        <MapPin aria-hidden="true" size={16} /> {t`${plural(stops, { one: '# stop', other: '# stops' })}`}
                      </span>
                    </span>
                  </span>
                </InternalLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
