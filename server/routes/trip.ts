// GET /api/trip/places?ids=sight:a-ma-temple,restaurant:a-lorcha: the facts My trip keeps with each saved place
// (names and addresses in every language, coordinate, page, hours, an event's days, its kind for the warning rules).
// 400 for a malformed list; unknown places are listed in `missing`, so a trip shared long ago still opens.
import Type from 'typebox';
import type { TripPlaceFacts as Answered, TextByLocale } from '#shared/api/trip';
import type { PlaceKind } from '#shared/warnings';
import { parseEventDate } from '#shared/events';
import { isCoordinatePair, type LonLat } from '#shared/geo';
import { isLocale } from '#shared/locales';
import type { Api } from '../api/context';
import { badRequest } from '../api/context';
import { query } from '../api/schemas';
import { hoursFacts } from '../api/provenance';
import type { Store } from '../store';
import type { ML } from '../store/types';
import { ACCESSIBILITY_FILES } from '../import/parse-accessibility';

const KEY = /^(sight|restaurant|hotel|event|tour|barrier-free):([A-Za-z0-9._-]{1,120}(?:\/[A-Za-z0-9._-]{1,120})?)$/;
const MAX_KEYS = 200;

/** A place as built here: the API turns `statusKind` into `status` (server/api/place-status.ts). */
type TripPlaceFacts = Omit<Answered, 'status'> & { statusKind?: PlaceKind };

function byLocale(ml: ML | undefined): TextByLocale | undefined {
  if (!ml) return undefined;
  const out = Object.entries(ml).flatMap(([locale, text]) => (isLocale(locale) && text ? [{ locale, text }] : []));
  return out.length ? out : undefined;
}

function firstPoint(c: unknown): LonLat | undefined {
  if (isCoordinatePair(c)) return c;
  return Array.isArray(c) && isCoordinatePair(c[0]) ? c[0] : undefined;
}

function facts(
  key: string,
  base: { name: ML; address?: ML | undefined; coordinate?: unknown; path: string; hours?: string | undefined; statusKind?: PlaceKind | undefined },
  store: Store,
): TripPlaceFacts {
  const names = byLocale(base.name) ?? [];
  const addresses = byLocale(base.address);
  const coordinate = firstPoint(base.coordinate);
  return {
    key,
    names,
    ...(addresses ? { addresses } : {}),
    ...(coordinate ? { coordinate } : {}),
    path: base.path,
    ...hoursFacts(store, { ...(base.hours ? { hours: base.hours } : {}) }),
    ...(base.statusKind ? { statusKind: base.statusKind } : {}),
  };
}

export function tripPlace(store: Store, key: string): TripPlaceFacts | undefined {
  const m = KEY.exec(key);
  if (!m) return undefined;
  const [, kind, id] = m as unknown as [string, string, string];
  switch (kind) {
    case 'sight': {
      const s = store.sight(id);
      return s && facts(key, { ...s, path: `sight/${s.id}` }, store);
    }
    case 'restaurant': {
      const r = store.restaurant(id);
      return r && facts(key, { ...r, path: `dining/restaurant/${r.id}` }, store);
    }
    case 'hotel': {
      const h = store.hotel(id);
      return h && facts(key, { ...h, path: `accommodation/${h.id}` }, store);
    }
    case 'event': {
      const e = store.event(id);
      if (!e || e.hidden) return undefined;
      const dates = parseEventDate(e.eventDate ?? '');
      const where = e.location[0];
      return {
        ...facts(
          key,
          { name: e.name, address: where?.name, coordinate: where?.coordinate, path: `events/whatson/${e.id}`, hours: e.hours, statusKind: e.statusKind },
          store,
        ),
        ...(dates.length ? { dates } : {}),
      };
    }
    case 'tour': {
      const [category, group] = id.split('/');
      const g = category && group ? store.tourGroup(category, group) : undefined;
      if (!g) return undefined;
      const first = g.stops[0];
      const start = first && 'sight' in first ? store.sight(first.sight)?.coordinate : first?.coordinate;
      return facts(key, { name: g.name, coordinate: start, path: `${category}/${group}` }, store);
    }
    case 'barrier-free': {
      const [file, itemId] = id.split('/');
      if (!file || !itemId || !(ACCESSIBILITY_FILES as readonly string[]).includes(file)) return undefined;
      const item = store.accessibilityItems(file).find((i) => i.id === itemId);
      if (!item) return undefined;
      // The guide keeps [lat, lon].
      const [lat, lon] = item.coordinate;
      return facts(key, { name: item.name, coordinate: [lon, lat], path: `barrier-free-access-guide/${file}/${item.id}`, hours: item.hours }, store);
    }
  }
  return undefined;
}

export function registerTrip(api: Api): void {
  api.get(
    '/api/trip/places',
    { querystring: query({ ids: Type.String({ minLength: 1, maxLength: 8000 }) }) },
    ({ store, query: q }): { places: TripPlaceFacts[]; missing: string[] } => {
      const keys = [...new Set((q.ids ?? '').split(','))];
      if (keys.length > MAX_KEYS) throw badRequest(`ids: at most ${MAX_KEYS} places`);
      const bad = keys.find((k) => !KEY.test(k));
      if (bad !== undefined) throw badRequest(`ids: "${bad.slice(0, 60)}" is not kind:id (sight, restaurant, hotel, event, tour or barrier-free)`);
      const places: TripPlaceFacts[] = [];
      const missing: string[] = [];
      for (const k of keys) {
        const p = tripPlace(store, k);
        if (p) places.push(p);
        else missing.push(k);
      }
      return { places, missing };
    },
  );
}
