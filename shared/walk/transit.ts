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
  /** Walk to the first stop plus from the last, straight line (and between the two stops of a change). */
  walkMetres: number;
  /** Where no single route serves both ends: get off `route` at `at`, take `route` here from `from` to `alight`. */
  change?: { at: string; route: string; from: string } | undefined;
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

/** Two stops this close are one place to change buses (the same stop's two sides of the road). */
export const CHANGE_STOP_METRES = 150;

export function transitBetween(t: TransitData, from: Pt, to: Pt, maxBus = 3): TransitSuggestion {
  const near = buses(t, from, to, BUS_STOP_METRES, maxBus);
  const far = near.length ? near : buses(t, from, to, FAR_BUS_STOP_METRES, maxBus);
  const lrt = lrtBetween(t, from, to);
  // Coloane's beaches are served by two routes that pass no peninsula sight: there, one change of bus.
  const bus = far.length || lrt ? far : withOneChange(t, from, to, maxBus);
  return { bus, lrt };
}

type Near = Map<string, { s: BusStop; d: number }>;

function stopsWithin(t: TransitData, p: Pt, radius: number): Near {
  return new Map(t.stops.map((s) => [s.id, { s, d: metres(p.lon, p.lat, s.lon, s.lat) }] as const).filter(([, v]) => v.d <= radius));
}

/** The stop of a route nearest an end, among the stops near it. */
function nearestOn(stops: readonly string[], near: Near): { s: BusStop; d: number } | undefined {
  let best: { s: BusStop; d: number } | undefined;
  for (const id of stops) {
    const v = near.get(id);
    if (v && (!best || v.d < best.d)) best = v;
  }
  return best;
}

/** A square of about CHANGE_STOP_METRES on Macao's latitude, to find the stops near a stop without comparing every pair. */
const CELL_DEGREES = 0.0015;
const cellOf = (s: Pt) => [Math.floor(s.lon / CELL_DEGREES), Math.floor(s.lat / CELL_DEGREES)] as const;
/** A cell's key as one number (Macao spans far fewer than 100,000 cells of latitude). */
const cellKey = (cx: number, cy: number) => cx * 100_000 + cy;

interface ChangeTables {
  byId: Map<string, BusStop>;
  /** Each stop's stops within CHANGE_STOP_METRES, itself included (gap 0). */
  near: Map<string, { s: BusStop; gap: number }[]>;
}
/** Built once per graph: the worker keeps one graph, and a change of bus is looked for on many routes. */
const tables = new WeakMap<TransitData, ChangeTables>();

function changeTables(t: TransitData): ChangeTables {
  let out = tables.get(t);
  if (out) return out;
  const byId = new Map(t.stops.map((s) => [s.id, s] as const));
  const grid = new Map<number, BusStop[]>();
  for (const s of t.stops) {
    const [cx, cy] = cellOf(s);
    const key = cellKey(cx, cy);
    (grid.get(key) ?? grid.set(key, []).get(key)!).push(s);
  }
  const near = new Map<string, { s: BusStop; gap: number }[]>();
  for (const s of t.stops) {
    const [cx, cy] = cellOf(s);
    const list: { s: BusStop; gap: number }[] = [];
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const o of grid.get(cellKey(cx + dx, cy + dy)) ?? []) {
          const gap = o.id === s.id ? 0 : metres(s.lon, s.lat, o.lon, o.lat);
          if (gap <= CHANGE_STOP_METRES) list.push({ s: o, gap });
        }
    near.set(s.id, list);
  }
  out = { byId, near };
  tables.set(t, out);
  return out;
}

function withOneChange(t: TransitData, from: Pt, to: Pt, maxBus: number): BusOption[] {
  const { byId, near } = changeTables(t);
  for (const radius of [BUS_STOP_METRES, FAR_BUS_STOP_METRES]) {
    const a = stopsWithin(t, from, radius);
    const b = stopsWithin(t, to, radius);
    const firsts = t.routes.flatMap((r) => {
      const x = nearestOn(r.stops, a);
      return x ? [{ r, x }] : [];
    });
    const options: BusOption[] = [];
    for (const r2 of t.routes) {
      const y = nearestOn(r2.stops, b);
      if (!y) continue;
      // Where one can get off another bus to take this one: the stop (or one across the road) and the walk between.
      const onto = new Map<string, { on: BusStop; gap: number }>();
      for (const id of r2.stops) {
        const on = byId.get(id);
        if (!on || id === y.s.id) continue;
        for (const n of near.get(id) ?? []) {
          const seen = onto.get(n.s.id);
          if (!seen || n.gap < seen.gap) onto.set(n.s.id, { on, gap: n.gap });
        }
      }
      let best: BusOption | undefined;
      for (const { r: r1, x } of firsts) {
        if (r1 === r2) continue;
        for (const id of r1.stops) {
          if (id === x.s.id) continue;
          const c = onto.get(id);
          if (!c) continue;
          const walkMetres = x.d + c.gap + y.d;
          if (!best || walkMetres < best.walkMetres)
            best = { route: r1.route, board: x.s.zh, alight: y.s.zh, walkMetres, change: { at: byId.get(id)!.zh, route: r2.route, from: c.on.zh } };
        }
      }
      if (best) options.push(best);
    }
    if (options.length) {
      options.sort((p, q) => p.walkMetres - q.walkMetres || p.route.localeCompare(q.route, 'en', { numeric: true }));
      return options.slice(0, maxBus);
    }
  }
  return [];
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
