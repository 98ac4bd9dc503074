// Turns sights, restaurants, hotels and located events into POIs, so the map shows them beside the POI files.
import { artPath } from '../media/art-path';
import type { DiningTaxonomy, AccommodationTaxonomy, EventRecord, Hotel, ML, Poi, Restaurant, Sight, Taxon } from '../store/types';

/** Artwork motif for POI types whose files carry no motif of their own. */
export const POI_TYPE_MOTIF: Record<string, string> = {
  lrt: 'lrt',
  freewifi: 'wifi',
  touristinfo: 'info',
  drink: 'drink',
  nursingroom: 'nursing',
  publictoilet: 'toilet',
  busstop: 'bus',
};

function taxon(list: Taxon[], value: string): { name: ML; value: string } {
  const t = list.find((x) => x.value === value);
  return { name: t?.name ?? { en: value }, value };
}

const first = (c: Sight['coordinate']): [number, number] => (Array.isArray(c[0]) ? (c as [number, number][])[0]! : (c as [number, number]));

export function sightPois(sights: Sight[]): Poi[] {
  return sights.map((s) => ({
    id: s.id,
    type: s.category,
    name: s.name,
    coordinate: first(s.coordinate),
    group: s.group,
    category: s.category,
    thumbnail: artPath(s.motif, s.palette, s.id, 'card'),
    address: s.address,
    ...(s.openingHour ? { openingHour: s.openingHour } : {}),
    ...(s.hours ? { hours: s.hours } : {}),
    ...(s.tel ? { tel: s.tel } : {}),
  }));
}

export function restaurantPois(list: Restaurant[], tax: DiningTaxonomy): Poi[] {
  return list.map((r) => ({
    id: r.id,
    type: 'restaurant',
    name: r.name,
    coordinate: r.coordinate,
    thumbnail: artPath(r.motif, r.palette, r.id, 'card'),
    address: r.address,
    ...(r.openingHour ? { openingHour: r.openingHour } : {}),
    ...(r.hours ? { hours: r.hours } : {}),
    ...(r.tel ? { tel: r.tel } : {}),
    cuisine: taxon(tax.cuisines, r.cuisine),
  }));
}

export function hotelPois(list: Hotel[], tax: AccommodationTaxonomy): Poi[] {
  return list.map((h) => ({
    id: h.id,
    type: 'hotel',
    name: h.name,
    coordinate: h.coordinate,
    thumbnail: artPath(h.motif, h.palette, h.id, 'card'),
    address: h.address,
    ...(h.tel ? { tel: h.tel } : {}),
    star: taxon(tax.stars, h.star),
  }));
}

export function eventPois(list: EventRecord[], types: Taxon[]): Poi[] {
  return list
    .filter((e) => !e.hidden)
    .flatMap((e) =>
      e.location.map((l, i) => ({
        id: e.location.length > 1 ? `${e.id}-${i + 1}` : e.id,
        type: 'whatson',
        name: e.name,
        coordinate: l.coordinate,
        thumbnail: artPath(e.motif, e.palette, e.id, 'card'),
        ...(l.name ? { address: l.name } : {}),
        types: e.types.map((t) => taxon(types, t)),
        ...(e.showDate ? { showDate: e.showDate } : {}),
        eventId: e.id,
      })),
    );
}

/** File POIs get a thumbnail from their first photo motif, else their type's motif. */
export function withThumbnail(p: Poi): Poi {
  if (p.thumbnail) return p;
  const motif = p.photos?.[0] ?? POI_TYPE_MOTIF[p.type] ?? 'info';
  return { ...p, thumbnail: artPath(motif, undefined, p.id, 'card') };
}
