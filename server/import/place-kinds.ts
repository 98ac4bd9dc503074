// Gives every place of the imported content its kind for the warning rules (`statusKind`): sights and tour stops
// by their motif, group and category, POIs by type (a sight's POI takes the sight's kind), the info pages' places by
// file and motif, restaurants, hotels and events by their file.
import type { EventRecord, Hotel, Place, PlaceKind as PlaceFile, Poi, Restaurant, Sight, TourCategory } from '../store/types';
import { EXPERIENCE_CATEGORIES } from './vocab';
import { classify, type PlaceKindRules } from './warning-rules';

export interface Classifiable {
  sights: Sight[];
  tours: TourCategory[];
  pois: Poi[];
  restaurants: Restaurant[];
  hotels: Hotel[];
  events: EventRecord[];
  places: Record<PlaceFile, Place[]>;
}

export function givePlaceKinds(b: Classifiable, rules: PlaceKindRules): void {
  const sightKinds = new Map<string, NonNullable<Sight['statusKind']>>();
  for (const s of b.sights) {
    const kind = classify(rules.sights, s);
    if (kind) {
      s.statusKind = kind;
      sightKinds.set(s.id, kind);
    }
  }
  for (const t of b.tours)
    for (const g of t.groups)
      for (const stop of g.stops) {
        if ('sight' in stop) continue;
        const kind = classify(rules.sights, stop);
        if (kind) stop.statusKind = kind;
      }
  for (const p of b.pois) {
    const kind = (EXPERIENCE_CATEGORIES as readonly string[]).includes(p.type) ? sightKinds.get(p.id) : rules.pois[p.type];
    if (kind) p.statusKind = kind;
  }
  for (const r of b.restaurants) r.statusKind = rules.restaurants;
  for (const h of b.hotels) h.statusKind = rules.hotels;
  for (const e of b.events) e.statusKind = rules.events;
  for (const [file, list] of Object.entries(b.places) as [PlaceFile, Place[]][]) {
    for (const p of list) {
      const kind = classify(rules.places[file], p);
      if (kind) p.statusKind = kind;
    }
  }
}
