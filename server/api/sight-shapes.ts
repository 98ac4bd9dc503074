// Response shapes of sights, tour stops and nearby POIs, shared by the sight-map, tag, sight and POI routes.
import { eventDateStatus } from '#shared/events';
import { nearby as nearbyOf } from '#shared/geo';
import type { Attraction } from '#shared/api/home';
import type { Poi as NearbyPoi, SightDetail, SightSummary } from '#shared/api/places';
import type { Store } from '../store';
import type { Coord, ML, Poi, Sight, TourStop } from '../store/types';
import { banner, gallery, thumbnail } from './art-urls';

/** The app path of a sight page (specialty foods live under dining). */
export const sightLink = (s: { category: string; group: string; id: string }): string =>
  s.category === 'fnb' ? `/dining/specialty-foods/${s.group}/${s.id}` : `/${s.category}/${s.group}/${s.id}`;
import { videoSrc } from './media-urls';
import { sightAudio } from '../audio/guides';
import type { Locale } from '#shared/locales';
import { hoursFacts, placeFacts, withHolidays } from './provenance';

export const firstCoord = (c: Coord | Coord[]): Coord => (Array.isArray(c[0]) ? (c as Coord[])[0]! : (c as Coord));
export const allCoords = (c: Coord | Coord[]): Coord[] => (Array.isArray(c[0]) ? (c as Coord[]) : [c as Coord]);

export function sightSummary(s: Sight): Attraction<ML> {
  return {
    id: s.id,
    name: s.name,
    category: s.category,
    group: s.group,
    coordinate: s.coordinate,
    summary: s.summary,
    thumbnail: thumbnail(s),
    ...(s.worldHeritage ? { worldHeritage: true } : {}),
    ...(s.statusKind ? { statusKind: s.statusKind } : {}),
  };
}

/** A sight as a list card: its summary with its hours, so the card can say open now. */
export function sightCard(store: Store, s: Sight): Attraction<ML> {
  return { ...sightSummary(s), ...hoursFacts(store, s) };
}

/** POIs within `range` metres of any of `coords`, each with its distance to the nearest one, nearest first. */
export function nearby(pois: Poi[], coords: Coord[], range: number, exclude?: string): NearbyPoi<ML>[] {
  return nearbyOf(pois, coords, range, exclude);
}

/** Event POIs stay on the map only until their event has ended. */
export function livePois(store: Store, pois: Poi[], today: string): Poi[] {
  return pois.filter((p) => {
    const ev = p.eventId ? store.event(p.eventId) : undefined;
    return !ev || eventDateStatus(ev, today).status !== 'ended';
  });
}

const NEARBY_RANGE = 200;
const NEARBY_MAX = 30;

const METRES_PER_DEGREE = 111_195;

/** POIs within 200 m of an entity, read through a bounding box so only candidates are parsed. */
export function entityPois(store: Store, coordinate: Coord | Coord[], self: string, today: string): NearbyPoi<ML>[] {
  const coords = allCoords(coordinate);
  const lons = coords.map((c) => c[0]);
  const lats = coords.map((c) => c[1]);
  const dLat = NEARBY_RANGE / METRES_PER_DEGREE;
  const dLon = NEARBY_RANGE / (METRES_PER_DEGREE * Math.cos((Math.max(...lats.map(Math.abs)) * Math.PI) / 180));
  const candidates = store.poisInBox(Math.min(...lons) - dLon, Math.min(...lats) - dLat, Math.max(...lons) + dLon, Math.max(...lats) + dLat);
  return nearby(livePois(store, candidates, today), coords, NEARBY_RANGE, self)
    .slice(0, NEARBY_MAX)
    .map((p) => withHolidays(store, p));
}

/** Where a sight appears: its experience group and every tour that stops there. */
function memberships(store: Store, s: Sight) {
  const group = store.experienceGroups(s.category).find((g) => g.group === s.group);
  const tours = store
    .tourCategories()
    .flatMap((tc) =>
      (store.tourCategory(tc.category)?.groups ?? [])
        .filter((g) => g.stops.some((st) => 'sight' in st && st.sight === s.id))
        .map((g) => ({ category: tc.category, group: g.group, name: g.name })),
    );
  return { groups: [{ category: s.category, group: s.group, ...(group ? { name: group.name } : {}) }], tours };
}

export function sightDetail(store: Store, s: Sight, today: string, locale: Locale): SightDetail<ML> {
  const playlists = store.document('videos')?.playlists ?? [];
  const videos = s.videos.flatMap((id) => {
    for (const p of playlists) {
      const v = p.videos.find((x) => x.id === id);
      if (v) return [{ id: v.id, title: v.title, summary: v.summary, duration: v.duration, playlist: p.id, thumbnail: thumbnail(v), src: videoSrc(v) }];
    }
    return [];
  });
  const tags = s.tags
    .map((t) => store.tag(t))
    .filter((t) => t !== undefined)
    .map((t) => ({ id: t.id, name: t.name }));
  return {
    ...sightSummary(s),
    ...memberships(store, s),
    title: s.name,
    description: s.description,
    infos: {
      description: s.summary,
      address: s.address,
      ...(s.venue ? { venue: s.venue } : {}),
      ...(s.openingHour ? { openingHour: s.openingHour } : {}),
      ...(s.admission ? { admission: s.admission } : {}),
      ...(s.tel ? { tel: s.tel } : {}),
      ...(s.website ? { website: s.website } : {}),
      ...placeFacts(store, s),
    },
    banner: banner(s),
    gallery: gallery(s),
    videos,
    otherMedia: { audioGuide: sightAudio(store, s.id, locale) },
    tags,
    views: s.views,
    subsights: s.subsights.map((x) => ({ ...x, thumbnail: thumbnail({ id: x.id, motif: s.motif, palette: s.palette }) })),
    pois: entityPois(store, s.coordinate, s.id, today),
  };
}

/** A tour stop as a list card: as `stopSummary`, with the hours of the sight it names. */
export function stopCard(store: Store, stop: TourStop, order: number): SightSummary<ML> | undefined {
  const summary = stopSummary(store, stop, order);
  const s = summary && 'sight' in stop ? store.sight(stop.sight) : undefined;
  return summary && s ? { ...summary, ...hoursFacts(store, s) } : summary;
}

/** A tour stop as a list item: the sight it names, or the stop's own fields. */
export function stopSummary(store: Store, stop: TourStop, order: number): SightSummary<ML> | undefined {
  if ('sight' in stop) {
    const s = store.sight(stop.sight);
    return s ? { ...sightSummary(s), order } : undefined;
  }
  return {
    id: stop.id,
    name: stop.name,
    coordinate: stop.coordinate,
    summary: stop.summary,
    thumbnail: thumbnail(stop),
    ...(stop.address ? { address: stop.address } : {}),
    ...(stop.statusKind ? { statusKind: stop.statusKind } : {}),
    order,
  };
}
