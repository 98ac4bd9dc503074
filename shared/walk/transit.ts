// Longer trips (issue 33): the bus routes that stop near both ends, and LRT stations near both ends.
// The data has no timetables: the app says so wherever these are shown.
import type { BusStop, TransitData } from './format';
import { metres } from './graph';

/** A stop farther than this from an end is not "near". */
export const BUS_STOP_METRES = 400;
export const LRT_STATION_METRES = 800;

export interface BusOption {
  route: string;
  /** Chinese stop names (the only names the data has). */
  board: string;
  alight: string;
  /** Walk to the first stop plus from the last, straight line. */
  walkMetres: number;
}
export interface LrtOption {
  board: { en: string; zh: string; pt: string };
  alight: { en: string; zh: string; pt: string };
  walkMetres: number;
}
export interface TransitSuggestion {
  bus: BusOption[];
  lrt: LrtOption | undefined;
}

type Pt = { lon: number; lat: number };

/** Where no route links stops that near, stops up to this far are looked at (a resort's far side, a hill top). */
export const FAR_BUS_STOP_METRES = 800;

export function transitBetween(t: TransitData, from: Pt, to: Pt, maxBus = 3): TransitSuggestion {
  const near = buses(t, from, to, BUS_STOP_METRES, maxBus);
  return { bus: near.length ? near : buses(t, from, to, FAR_BUS_STOP_METRES, maxBus), lrt: lrtBetween(t, from, to) };
}

function buses(t: TransitData, from: Pt, to: Pt, radius: number, maxBus: number): BusOption[] {
  const near = (p: Pt, q: Pt) => metres(p.lon, p.lat, q.lon, q.lat);
  const stopsNear = (p: Pt) => new Map(t.stops.map((s) => [s.id, { s, d: near(p, s) }] as const).filter(([, v]) => v.d <= radius));
  const a = stopsNear(from);
  const b = stopsNear(to);
  const options: BusOption[] = [];
  // Each end on its own: the nearest stop of the route to each (one pass over its stops, not every pair).
  for (const r of t.routes) {
    let x: { s: BusStop; d: number } | undefined;
    let y: { s: BusStop; d: number } | undefined;
    for (const id of r.stops) {
      const ax = a.get(id);
      if (ax && (!x || ax.d < x.d)) x = ax;
      const by = b.get(id);
      if (by && (!y || by.d < y.d)) y = by;
    }
    if (x && y && x.s !== y.s) options.push({ route: r.route, board: x.s.zh, alight: y.s.zh, walkMetres: x.d + y.d });
  }
  options.sort((p, q) => p.walkMetres - q.walkMetres || p.route.localeCompare(q.route, 'en', { numeric: true }));
  return options.slice(0, maxBus);
}

function lrtBetween(t: TransitData, from: Pt, to: Pt): LrtOption | undefined {
  const near = (p: Pt, q: Pt) => metres(p.lon, p.lat, q.lon, q.lat);
  const closest = (p: Pt) =>
    t.lrt
      .map((s) => ({ s, d: near(p, s) }))
      .filter((x) => x.d <= LRT_STATION_METRES)
      .sort((x, y) => x.d - y.d)[0];
  const la = closest(from);
  const lb = closest(to);
  return la && lb && la.s !== lb.s && la.s.lines.some((l) => lb.s.lines.includes(l))
    ? { board: { en: la.s.en, zh: la.s.zh, pt: la.s.pt }, alight: { en: lb.s.en, zh: lb.s.zh, pt: lb.s.pt }, walkMetres: la.d + lb.d }
    : undefined;
}
