// The days beside the map of the day in hand; the grid follows the page's direction, so Arabic lays the days and the
// map out right-to-left.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { DayPlan } from './DayPlan';
import { TripMap } from './TripMap';
import type { DayView } from './useDayView';
import { dayDate } from './words';

export function useDayLabels(views: DayView[], locale: Locale) {
  const { t } = useLingui();
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  return useMemo(
    () =>
      views.map((v) => {
        const n = v.index + 1;
        const date = dayDate(v.day.date, bcp47);
        return { id: v.day.id, label: t`Day ${n} · ${date}` };
      }),
    [views, bcp47, t],
  );
}

export function TripLayout({
  views,
  labels,
  locale,
  activeId,
  onActivate,
  announce,
  mapLabel,
  readOnly = false,
}: {
  views: DayView[];
  labels: { id: string; label: string }[];
  locale: Locale;
  activeId: string | undefined;
  onActivate: (id: string) => void;
  announce: (text: string) => void;
  mapLabel: string;
  readOnly?: boolean;
}) {
  const active = views.find((v) => v.day.id === activeId) ?? views[0];
  return (
    <div className="trip-layout">
      <div className="trip-days">
        {views.map((v) => (
          <DayPlan
            key={v.day.id}
            view={v}
            days={labels}
            locale={locale}
            active={v.day.id === active?.day.id}
            onActivate={() => onActivate(v.day.id)}
            announce={announce}
            readOnly={readOnly}
          />
        ))}
      </div>
      <aside className="trip-layout__map">{active ? <TripMap stops={active.stops} label={mapLabel} /> : null}</aside>
    </div>
  );
}
