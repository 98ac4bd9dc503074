// events/calendar: the year's festivals and events month by month, each with whether its dates are confirmed, linking
// to its calendar page (which may send the visitor on to the event's own site).
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, CalendarClock, CalendarDays } from 'lucide-react';
import type { CalendarEvent } from '#shared/api/places';
import { macaoToday } from '#shared/events';
import { LOCALE_TABLE } from '#shared/locales';
import { calendarQuery } from '#/api/map-queries';
import { formatEventDates } from '#/lib/event-display';
import { groupByMonth, splitAtMonth, type MonthGroup } from '#/lib/calendar-months';
import { fallbackAttrs } from '#/components/fallback';
import { LazyImage } from '#/components/LazyImage';
import { PageHero } from '#/components/PageHero';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { InternalLink } from '#/features/home';

function DatesStatus({ status }: { status: CalendarEvent['calendarStatus'] }) {
  const { t } = useLingui();
  if (status === 'confirmed')
    return (
      <span className="calendar-status calendar-status--confirmed">
        <CalendarCheck aria-hidden="true" size={14} />
        {t`Dates confirmed`}
      </span>
    );
  if (status === 'tbc')
    return (
      <span className="calendar-status calendar-status--tbc">
        <CalendarClock aria-hidden="true" size={14} />
        {t`Dates to be confirmed`}
      </span>
    );
  return (
    <span className="calendar-status">
      <CalendarDays aria-hidden="true" size={14} />
      {t`Dates provisional`}
    </span>
  );
}

function CalendarMonth({ group: g }: { group: MonthGroup<CalendarEvent> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  const monthName = new Intl.DateTimeFormat(bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <section className="calendar-month" aria-labelledby={`calendar-${g.month || 'tbc'}`}>
      <h2 id={`calendar-${g.month || 'tbc'}`} className="calendar-month__title">
        {g.month ? monthName.format(new Date(`${g.month}-01T00:00:00Z`)) : t`Dates to be announced`}
      </h2>
      <ul className="calendar-list">
        {g.events.map((e) => {
          const dates = formatEventDates(e, bcp47);
          return (
            <li key={e.id}>
              <InternalLink href={`/${locale}/events/calendar/${encodeURIComponent(e.id)}`} className="calendar-entry">
                <LazyImage src={e.thumbnail} alt="" aspect="card" width={240} className="calendar-entry__image" />
                <span className="calendar-entry__body">
                  <span className="calendar-entry__name" {...fallbackAttrs(e.fallbackFields, 'name', locale)}>
                    {e.name}
                  </span>
                  {dates ? <span className="calendar-entry__dates">{dates}</span> : null}
                  <DatesStatus status={e.calendarStatus} />
                </span>
              </InternalLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function CalendarScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(calendarQuery(locale));
  const title = t`Calendar of events`;
  useDocumentTitle(title);
  const intro = data.introduction ?? data.Introduction;
  const groups = groupByMonth(data.enfs);
  // It opens at this month in Macao; the months before stay one click away.
  const { earlier, fromNow } = splitAtMonth(groups, macaoToday().slice(0, 7));
  return (
    <div className="page calendar-page">
      <PageHero crumbs={[{ label: t`Events`, to: `/${locale}/events` }, { label: title }]} title={title} motif="calendar" seed="calendar" />
      <div className="container page-body">
        {intro ? <div className="rich-text calendar-intro" dangerouslySetInnerHTML={{ __html: intro }} /> : null}
        {earlier.length > 0 ? (
          <details className="calendar-earlier">
            <summary className="calendar-earlier__summary">
              <Trans>Earlier months</Trans>
            </summary>
            {earlier.map((g) => (
              <CalendarMonth key={g.month} group={g} />
            ))}
          </details>
        ) : null}
        {fromNow.length === 0 ? (
          <p className="notice-card">
            <Trans>The calendar for the coming months has not been published yet.</Trans>
          </p>
        ) : (
          fromNow.map((g) => <CalendarMonth key={g.month || 'tbc'} group={g} />)
        )}
        <p>
          <InternalLink href={`/${locale}/events/whatson`} className="button button--primary">
            <Trans>Search what's on</Trans>
          </InternalLink>
        </p>
      </div>
    </div>
  );
}
