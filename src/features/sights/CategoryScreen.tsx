// A map category's overview (SPEC §2): its groups with cards — experience groups with their sights, or tour routes.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Clock, Footprints, MapPin } from 'lucide-react';
import { overviewQuery, sightMapType } from '#/api/map-queries';
import type { ExperienceOverview, TourOverview } from '#shared/api/places';
import { Breadcrumb } from '#/components/Breadcrumb';
import { FallbackText } from '#/components/FallbackText';
import { LazyImage } from '#/components/LazyImage';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { formatKilometres } from '#shared/format';
import { LOCALE_TABLE } from '#shared/locales';
import { sightMapPath } from '#/features/sight-map';

const MAX_CARDS = 8;

function ExperienceGroups({ data }: { data: ExperienceOverview }) {
  const locale = useLocale();
  return (
    <>
      {data.groups.map((g) => {
        const groupName = g.name;
        const count = g.sights.length;
        return (
          <section key={g.group} id={g.group} className="overview-group" aria-labelledby={`group-${g.group}`}>
            <div className="overview-group__head">
              <div>
                <h2 id={`group-${g.group}`}>
                  <FallbackText fields={g.fallbackFields} field="name">
                    {g.name}
                  </FallbackText>
                </h2>
                {g.summary ? <p>{g.summary}</p> : null}
              </div>
              <Link to={sightMapPath(locale, data.category, g.group)} className="overview-group__more">
                <Trans>
                  All {count} of {groupName} on the map
                </Trans>
                <ArrowRight aria-hidden="true" size={16} className="flip-rtl" />
              </Link>
            </div>
            <ul className="overview-cards">
              {g.sights.slice(0, MAX_CARDS).map((s) => (
                <li key={s.id}>
                  <Link to={sightMapPath(locale, data.category, g.group, s.id)} className="overview-card">
                    <LazyImage src={s.thumbnail} alt="" aspect="card" width={400} />
                    <span className="overview-card__body">
                      <span className="overview-card__title">{s.name}</span>
                      <span className="overview-card__summary">{s.summary}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function TourGroups({ data }: { data: TourOverview }) {
  const locale = useLocale();
  return (
    <ul className="overview-cards overview-cards--tours">
      {data.groups.map((g) => {
        const stops = g.sights.length;
        const km = g.distance !== undefined ? formatKilometres(g.distance / 1000, LOCALE_TABLE[locale].bcp47) : undefined;
        return (
          <li key={g.group} id={g.group}>
            <Link to={sightMapPath(locale, data.category, g.group)} className="overview-card">
              <LazyImage src={g.thumbnail} alt="" aspect="card" width={400} />
              <span className="overview-card__body">
                <span className="overview-card__title">{g.name}</span>
                <span className="overview-card__summary">{g.summary}</span>
                <span className="overview-card__facts">
                  <span>
                    <MapPin aria-hidden="true" size={14} />
                    <Plural value={stops} one="# stop" other="# stops" />
                  </span>
                  {g.duration ? (
                    <span>
                      <Clock aria-hidden="true" size={14} />
                      {g.duration}
                    </span>
                  ) : null}
                  {km ? (
                    <span>
                      <Footprints aria-hidden="true" size={14} />
                      {km}
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function CategoryScreen({ category }: { category: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(overviewQuery(locale, category));
  useDocumentTitle(data.name);
  const empty = data.groups.length === 0;
  return (
    <div className="overview container">
      <header className="overview__header">
        <Breadcrumb items={[{ label: data.name }]} />
        <FallbackText fields={data.fallbackFields} field="name" as="h1">
          {data.name}
        </FallbackText>
        {'summary' in data && data.summary ? <p className="overview__lead">{data.summary}</p> : null}
      </header>
      {empty ? (
        <p className="notice-card">{t`Nothing is listed here yet. Please come back soon.`}</p>
      ) : sightMapType(category) === 'tour' ? (
        <TourGroups data={data as TourOverview} />
      ) : (
        <ExperienceGroups data={data as ExperienceOverview} />
      )}
    </div>
  );
}
