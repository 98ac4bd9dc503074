// events: what is on now and next, this month's events, the season's highlights, and the ways into the what's-on
// search, the year's calendar and the monthly guides.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, FileText, Search } from 'lucide-react';
import { macaoToday } from '#shared/events';
import { LOCALE_TABLE } from '#shared/locales';
import { upcomingEventsQuery, whatsHappeningQuery } from '#/api/home-queries';
import { whatsonSearchQuery } from '#/api/map-queries';
import { EventCard, EventCardSkeleton } from '#/components/EventCard';
import { PageHero } from '#/components/PageHero';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { InternalLink, SectionHeading, WhatsHappeningCards } from '#/features/home';

const PLACEHOLDERS = 4;
/** This month's section shows this many events; the rest are one click away in the search. */
const MONTH_SHOWN = 8;

/** The current Macao month as the what's-on search's `m` value (YYYYMM). */
export function currentMonthFilter(today = macaoToday()): string {
  return today.slice(0, 7).replace('-', '');
}

function EventGrid({ events, pending }: { events: Parameters<typeof EventCard>[0]['event'][] | undefined; pending: boolean }) {
  return (
    <ul className="event-grid">
      {pending || !events
        ? Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <EventCardSkeleton />
            </li>
          ))
        : events.map((e) => (
            <li key={e.id}>
              <EventCard event={e} />
            </li>
          ))}
    </ul>
  );
}

export function EventsScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const title = t`Events`;
  useDocumentTitle(title);
  const m = currentMonthFilter();
  const upcoming = useQuery(upcomingEventsQuery(locale));
  const month = useQuery(whatsonSearchQuery(locale, { m }));
  const happening = useQuery(whatsHappeningQuery(locale));
  const monthName = new Intl.DateTimeFormat(LOCALE_TABLE[locale].bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${m.slice(0, 4)}-${m.slice(4)}-01T00:00:00Z`),
  );
  // Every event with a day in this month, those that already ended too (with their badge): the month's list is what
  // ran and runs this month, ordered by the server (on now, next, then ended).
  const monthEvents = month.data ? [...month.data.top, ...month.data.results.filter((e) => !month.data.top.some((x) => x.id === e.id))] : undefined;
  const failed = upcoming.isError && month.isError;
  return (
    <div className="page events-page">
      <PageHero
        crumbs={[{ label: title }]}
        title={title}
        lead={t`Festivals, shows, sport and exhibitions: what is on in Macao now and next.`}
        motif="festival"
        seed="events"
      />
      <nav className="container events-ways" aria-label={t`Find events`}>
        <InternalLink href={`/${locale}/events/whatson`} className="events-way">
          <Search aria-hidden="true" size={22} />
          <span>
            <span className="events-way__title">
              <Trans>Search what's on</Trans>
            </span>
            <span className="events-way__text">
              <Trans>By type, month and keyword, on the map</Trans>
            </span>
          </span>
        </InternalLink>
        <InternalLink href={`/${locale}/events/calendar`} className="events-way">
          <CalendarDays aria-hidden="true" size={22} />
          <span>
            <span className="events-way__title">
              <Trans>Calendar of the year</Trans>
            </span>
            <span className="events-way__text">
              <Trans>The big festivals and events, month by month</Trans>
            </span>
          </span>
        </InternalLink>
        <InternalLink href={`/${locale}/whatson`} className="events-way">
          <FileText aria-hidden="true" size={22} />
          <span>
            <span className="events-way__title">
              <Trans>Monthly guides</Trans>
            </span>
            <span className="events-way__text">
              <Trans>What's on each month, as a PDF to download</Trans>
            </span>
          </span>
        </InternalLink>
      </nav>

      {failed ? (
        <section className="home-section container">
          <div className="notice-card" role="alert">
            <p>
              <Trans>The events could not be loaded. Check your connection and try again.</Trans>
            </p>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => {
                void upcoming.refetch();
                void month.refetch();
              }}
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        </section>
      ) : null}

      {upcoming.isError || upcoming.data?.enfs.length === 0 ? null : (
        <section className="home-section home-section--tinted" aria-labelledby="events-next" aria-busy={upcoming.isPending}>
          <div className="container">
            <SectionHeading id="events-next" eyebrow={t`On now and next`} title={t`Coming up in Macao`} />
            <EventGrid events={upcoming.data?.enfs} pending={upcoming.isPending} />
          </div>
        </section>
      )}

      {month.isError ? null : (
        <section className="home-section container" aria-labelledby="events-month" aria-busy={month.isPending}>
          <SectionHeading
            id="events-month"
            eyebrow={t`This month`}
            title={monthName}
            more={{ href: `/${locale}/events/whatson?m=${m}`, label: t`All events this month` }}
          />
          {monthEvents?.length === 0 ? (
            <p className="notice-card">
              <Trans>No events are listed for this month yet. See the calendar for the months ahead.</Trans>
            </p>
          ) : (
            <EventGrid events={monthEvents?.slice(0, MONTH_SHOWN)} pending={month.isPending} />
          )}
        </section>
      )}

      {happening.data ? <WhatsHappeningCards data={happening.data} more={false} /> : null}
      {upcoming.isPending || month.isPending ? <p className="visually-hidden" role="status">{t`Loading events…`}</p> : null}
    </div>
  );
}
