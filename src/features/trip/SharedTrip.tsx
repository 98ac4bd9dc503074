// A trip opened from a share link: read from the link itself (no server keeps trips), its places looked up in the
// guide, shown read-only with "Save to my trip". A damaged link says so in words.
import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BookmarkPlus, X } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { macaoToday } from '#shared/events';
import { useLocale } from '#/i18n/current';
import { DAY_START, emptyTrip, mergeShared, placeKey, type Trip } from '#/lib/trip/model';
import { decodeTrip, ShareLinkError, type ShareLinkProblem, type SharedDay } from '#/lib/trip/share';
import { changeTrip, fetchFacts, placeFromFacts } from './store';
import { useDayViews } from './useDayView';
import { TripLayout, useDayLabels } from './TripLayout';

const PROBLEMS: Record<ShareLinkProblem, MessageDescriptor> = {
  empty: msg`This trip link holds no places.`,
  unreadable: msg`This trip link is damaged or incomplete. Ask for the link again and copy all of it.`,
  newer: msg`This trip link comes from a newer version of the guide. Reload the page, then open the link again.`,
};

type Loaded = { state: 'loading' } | { state: 'offline' } | { state: 'ready'; trip: Trip; missing: number };

export function SharedTrip({ code, onClose }: { code: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const decoded = useMemo((): { days: SharedDay[] } | { problem: ShareLinkProblem } => {
    try {
      return { days: decodeTrip(code) };
    } catch (e) {
      return { problem: e instanceof ShareLinkError ? e.problem : 'unreadable' };
    }
  }, [code]);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!('days' in decoded)) return;
    const controller = new AbortController();
    const kinds = new Map(decoded.days.flatMap((d) => d.keys.map((k) => [placeKey(k.kind, k.id), k] as const)));
    void fetchFacts([...kinds.keys()], controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (!answer) return setLoaded({ state: 'offline' });
      const places: Trip['places'] = {};
      for (const f of answer.places) {
        const k = kinds.get(f.key);
        if (k) places[f.key] = placeFromFacts(f, k);
      }
      const trip: Trip = {
        places,
        days: decoded.days.map((d, i) => ({
          id: `s${i + 1}`,
          date: d.date,
          start: DAY_START,
          stops: d.keys.map((k) => ({ key: placeKey(k.kind, k.id), note: '' })),
        })),
      };
      setLoaded({ state: 'ready', trip, missing: answer.missing.length });
    });
    return () => controller.abort();
  }, [decoded]);

  const trip = loaded.state === 'ready' ? loaded.trip : emptyTrip();
  const views = useDayViews(trip, locale);
  const labels = useDayLabels(views, locale);
  const active = views.find((v) => v.day.id === activeId) ?? views[0];
  const activeLabel = active ? labels[active.index]!.label : '';

  return (
    <>
      <header className="trip-page__head">
        <h1>{t`A shared trip`}</h1>
        <p className="trip-page__intro">{t`Someone shared this plan with you. Save it to make it yours: it is added to your trip as new days.`}</p>
      </header>
      {'problem' in decoded ? (
        <div className="trip-problem" role="alert">
          <p>{i18n._(PROBLEMS[decoded.problem])}</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t`Open my trip`}
          </button>
        </div>
      ) : loaded.state === 'loading' ? (
        <p role="status">{t`Looking up the places of this trip…`}</p>
      ) : loaded.state === 'offline' ? (
        <p role="alert">{t`The places of this trip need a connection the first time. Connect, then open the link again.`}</p>
      ) : (
        <>
          <div className="trip-toolbar">
            <button
              type="button"
              className="button button--primary"
              disabled={saved}
              onClick={() => {
                void changeTrip((own) => mergeShared(own, loaded.trip, macaoToday())).then(() => setSaved(true));
              }}
            >
              <BookmarkPlus aria-hidden="true" size={18} />
              {saved ? t`Saved to my trip` : t`Save to my trip`}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              <X aria-hidden="true" size={18} />
              {t`Open my trip`}
            </button>
          </div>
          <p role="status" className="visually-hidden">
            {saved ? t`Saved to my trip` : ''}
          </p>
          {loaded.missing > 0 ? <p className="notice-card">{t`Some places of this trip are no longer in the guide and are left out.`}</p> : null}
          <TripLayout
            views={views}
            labels={labels}
            locale={locale}
            activeId={active?.day.id}
            onActivate={setActiveId}
            announce={() => undefined}
            mapLabel={t`Map of ${activeLabel}`}
            readOnly
          />
        </>
      )}
    </>
  );
}
