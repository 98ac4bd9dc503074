// My trip (/{locale}/my-trip): the saved places in days, each day on the map, with plan checks, sharing, exports and
// a print layout. A link with `#share=…` shows someone else's trip read-only, with "Save to my trip".
import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Bookmark, CalendarPlus, Download, Printer, Share2 } from 'lucide-react';
import { macaoToday } from '#shared/events';
import type { Locale } from '#shared/locales';
import { useLocale } from '#/i18n/current';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { addDay } from '#/lib/trip/model';
import { encodeTrip } from '#/lib/trip/share';
import { changeTrip, refreshPlaces, useTrip } from './store';
import { SharedTrip } from './SharedTrip';
import { TripLayout, useDayLabels } from './TripLayout';
import { useDayViews, type DayView } from './useDayView';
import type { ExportTrip } from '#/lib/trip/export';
import './trip.css';

const SHARE_PREFIX = '#share=';

/** The `#share=` code of the page's address, read in the browser only (the server never sees the hash). */
function useShareCode(): string | null | undefined {
  const [code, setCode] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setCode(window.location.hash.startsWith(SHARE_PREFIX) ? window.location.hash.slice(SHARE_PREFIX.length) : null);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return code;
}

export function TripScreen() {
  const { t } = useLingui();
  const code = useShareCode();
  useDocumentTitle(code ? t`A shared trip` : t`My trip`);
  return (
    <div className="container trip-page">
      {code === undefined ? null : code !== null ? (
        <SharedTrip
          code={code}
          onClose={() => {
            history.replaceState(null, '', window.location.pathname);
            window.dispatchEvent(new HashChangeEvent('hashchange'));
          }}
        />
      ) : (
        <OwnTrip />
      )}
    </div>
  );
}

/** The trip's days in the visitor's language, ready for the GPX, KML and calendar writers. */
export function exportOf(views: DayView[], title: string, dayTitle: (v: DayView) => string, locale: Locale): ExportTrip {
  const origin = window.location.origin;
  return {
    title,
    days: views.map((v) => ({
      title: dayTitle(v),
      date: v.day.date,
      stops: v.stops.map((s) => ({
        name: s.name.text,
        address: s.address?.text,
        coordinate: s.place.coordinate,
        arrive: s.time.arrive,
        leave: s.time.leave,
        note: s.note,
        url: `${origin}/${locale}/${s.place.path}`,
      })),
    })),
  };
}

function download(text: string, type: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function OwnTrip() {
  const { t } = useLingui();
  const locale = useLocale();
  const { trip, loaded } = useTrip();
  const views = useDayViews(trip, locale);
  const labels = useDayLabels(views, locale);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState('');
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const refreshed = useRef(false);
  const title = t`My trip`;

  // Once per visit, bring the saved facts up to date (names in every language, hours) when the network allows.
  useEffect(() => {
    if (!loaded || refreshed.current) return;
    refreshed.current = true;
    const keys = Object.keys(trip.places);
    if (keys.length) void refreshPlaces(keys);
  }, [loaded, trip.places]);

  if (!loaded) {
    return (
      <p role="status" className="trip-page__loading">
        {t`Opening your trip…`}
      </p>
    );
  }

  const active = views.find((v) => v.day.id === activeId) ?? views[0];
  const activeLabel = active ? labels[active.index]!.label : '';
  const count = Object.keys(trip.places).length;

  const share = async () => {
    const url = `${window.location.origin}/${locale}/my-trip${SHARE_PREFIX}${encodeTrip(trip)}`;
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t`Link copied. Anyone with it sees this trip and can save it.`);
    } catch {
      setMessage(t`Copy this link to share your trip.`);
    }
  };
  const exportAs = async (format: 'gpx' | 'kml' | 'ics') => {
    const writers = await import('#/lib/trip/export');
    const data = exportOf(views, t`My trip to Macao`, (v) => labels[v.index]!.label, locale);
    if (format === 'gpx') download(writers.tripGpx(data), 'application/gpx+xml', 'macao-trip.gpx');
    else if (format === 'kml') download(writers.tripKml(data), 'application/vnd.google-earth.kml+xml', 'macao-trip.kml');
    else download(writers.tripIcs(data, { now: new Date(), host: window.location.host, language: locale }), 'text/calendar', 'macao-trip.ics');
  };

  return (
    <>
      <header className="trip-page__head">
        <h1>
          <Bookmark aria-hidden="true" size={28} />
          {title}
        </h1>
        <p className="trip-page__intro">
          {t`Your saved places stay on this device and work offline. No account is needed. Times are estimates on Macao time.`}
        </p>
      </header>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      {count === 0 ? (
        <EmptyTrip locale={locale} />
      ) : (
        <>
          <div className="trip-toolbar" role="group" aria-label={t`Trip actions`}>
            <button type="button" className="button button--ghost button--small" onClick={() => void changeTrip((tr) => addDay(tr, macaoToday()))}>
              <CalendarPlus aria-hidden="true" size={16} />
              {t`Add a day`}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => void share()}>
              <Share2 aria-hidden="true" size={16} />
              {t`Share link`}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => void exportAs('gpx')}>
              <Download aria-hidden="true" size={16} />
              {t`GPX (Organic Maps, OsmAnd)`}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => void exportAs('kml')}>
              <Download aria-hidden="true" size={16} />
              {t`KML (Google My Maps)`}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => void exportAs('ics')}>
              <CalendarPlus aria-hidden="true" size={16} />
              {t`Calendar (.ics)`}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => window.print()}>
              <Printer aria-hidden="true" size={16} />
              {t`Print`}
            </button>
          </div>
          {shareUrl ? (
            <p className="trip-share">
              <label>
                <span>{t`Link to this trip`}</span>
                <input type="url" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
              </label>
              <span className="trip-share__status">{message}</span>
            </p>
          ) : null}
          <TripLayout
            views={views}
            labels={labels}
            locale={locale}
            activeId={active?.day.id}
            onActivate={setActiveId}
            announce={setMessage}
            mapLabel={t`Map of ${activeLabel}`}
          />
        </>
      )}
    </>
  );
}

function EmptyTrip({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <div className="trip-empty">
      <p>{t`Nothing saved yet. Use “Add to my trip” on any sight, restaurant, hotel, event, tour route or barrier-free place, and plan your days here.`}</p>
      <ul className="chip-list">
        <li>
          <Link className="chip" to="/$locale/$category" params={{ locale, category: 'sightseeing' }}>
            {t`Sightseeing`}
          </Link>
        </li>
        <li>
          <Link className="chip" to="/$locale/dining/restaurant" params={{ locale }}>
            {t`Find a restaurant`}
          </Link>
        </li>
        <li>
          <Link className="chip" to="/$locale/events/whatson" params={{ locale }}>
            {t`What's on`}
          </Link>
        </li>
      </ul>
    </div>
  );
}
