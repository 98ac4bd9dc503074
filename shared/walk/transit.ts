// Longer trips (issue 33): the bus routes that stop near both ends, and LRT stations near both ends.
// The data has no timetables: the app says so wherever these are shown.
import type { TransitData } from './format';
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

export function transitBetween(t: TransitData, from: Pt, to: Pt, maxBus = 3): TransitSuggestion {
  const near = (p: Pt, q: Pt) => metres(p.lon, p.lat, q.lon, q.lat);
  const stopsNear = (p: Pt) => new Map(t.stops.map((s) => [s.id, { s, d: near(p, s) }] as const).filter(([, v]) => v.d <= BUS_STOP_METRES));
  const a = stopsNear(from);
  const b = stopsNear(to);
  const options: BusOption[] = [];
  for (const r of t.routes) {
    let best: BusOption | undefined;
    for (const sa of r.stops) {
      const x = a.get(sa);
      if (!x) continue;
      for (const sb of r.stops) {
        const y = b.get(sb);
        if (!y || sa === sb) continue;
        const walk = x.d + y.d;
        if (!best || walk < best.walkMetres) best = { route: r.route, board: x.s.zh, alight: y.s.zh, walkMetres: walk };
      }
    }
    if (best) options.push(best);
  }
  options.sort((p, q) => p.walkMetres - q.walkMetres || p.route.localeCompare(q.route, 'en', { numeric: true }));
  const closest = (p: Pt) =>
    t.lrt
      .map((s) => ({ s, d: near(p, s) }))
      .filter((x) => x.d <= LRT_STATION_METRES)
      .sort((x, y) => x.d - y.d)[0];
  const la = closest(from);
  const lb = closest(to);
  const lrt =
    la && lb && la.s !== lb.s && la.s.lines.some((l) => lb.s.lines.includes(l))
      ? { board: { en: la.s.en, zh: la.s.zh, pt: la.s.pt }, alight: { en: lb.s.en, zh: lb.s.zh, pt: lb.s.pt }, walkMetres: la.d + lb.d }
      : undefined;
  return { bus: options.slice(0, maxBus), lrt };
}
