// A day on the map: its stops numbered in visiting order, joined by the line walked (src/map), and, for print, the
// same day as a small drawing that needs no map tiles.
import { Suspense, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyMapView, type MapMarker } from '#/map';
import type { LonLat } from '#shared/geo';
import type { StopView } from './useDayView';

export function TripMap({ stops, label }: { stops: StopView[]; label: string }) {
  const { t } = useLingui();
  const markers = useMemo<(MapMarker & { coordinate: LonLat })[]>(
    () => stops.flatMap((s, i) => (s.place.coordinate ? [{ id: s.key, name: `${i + 1}. ${s.name.text}`, coordinate: s.place.coordinate, order: i + 1 }] : [])),
    [stops],
  );
  const route = useMemo(() => (markers.length > 1 ? markers.map((m) => m.coordinate) : undefined), [markers]);
  return (
    <div className="trip-map" data-stops={markers.length}>
      <Suspense
        fallback={
          <div className="map-view map-view--placeholder" role="status">
            <span className="visually-hidden">{t`Loading the map`}</span>
          </div>
        }
      >
        <LazyMapView
          label={label}
          markers={markers}
          {...(route ? { route } : {})}
          renderMarkerPopup={(id) => <p className="marker-popup__name">{markers.find((m) => m.id === id)?.name}</p>}
        />
      </Suspense>
    </div>
  );
}

const W = 600;
const H = 360;
const PAD = 28;

/** The day's stops drawn to scale (north up), numbered, for the printed page. */
export function DaySketch({ stops, label }: { stops: StopView[]; label: string }) {
  const points = stops.flatMap((s, i) => (s.place.coordinate ? [{ n: i + 1, c: s.place.coordinate }] : []));
  if (points.length === 0) return null;
  const lons = points.map((p) => p.c[0]);
  const lats = points.map((p) => p.c[1]);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const spanX = Math.max((Math.max(...lons) - Math.min(...lons)) * k, 1e-4);
  const spanY = Math.max(Math.max(...lats) - Math.min(...lats), 1e-4);
  const scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY);
  const x = (lon: number) => PAD + ((lon - Math.min(...lons)) * k * scale + (W - 2 * PAD - spanX * scale) / 2);
  const y = (lat: number) => H - PAD - ((lat - Math.min(...lats)) * scale + (H - 2 * PAD - spanY * scale) / 2);
  return (
    <svg className="trip-sketch" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} direction="ltr">
      <polyline points={points.map((p) => `${x(p.c[0])},${y(p.c[1])}`).join(' ')} fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="6 4" />
      {points.map((p) => (
        <g key={p.n}>
          <circle cx={x(p.c[0])} cy={y(p.c[1])} r="13" fill="#fff" stroke="currentColor" strokeWidth="2" />
          <text x={x(p.c[0])} y={y(p.c[1]) + 5} textAnchor="middle" fontSize="14" fontWeight="700" fill="currentColor">
            {p.n}
          </text>
        </g>
      ))}
    </svg>
  );
}
