// Reads and validates the whole content folder into one bundle, checking the references between files.
import { ContentDir } from './files';
import { ContentError } from './errors';
import { parseGroups, parseSights, parseTags, parseTours } from './parse-experience';
import {
  parseAccommodation,
  parseAccommodationIntroduction,
  parseAgencies,
  parseDining,
  parseDiningIntroduction,
  parsePlaces,
  parsePois,
} from './parse-places';
import {
  parseAnnouncements,
  parseArticles,
  parseBrochures,
  parseEvents,
  parseHome,
  parseMenu,
  parseSite,
  parseSocial,
  parseUit,
  parseVideos,
} from './parse-misc';
import { eventPois, hotelPois, restaurantPois, sightPois, withThumbnail } from './generate-pois';
import { parseAccessibility } from './parse-accessibility';
import { parseWarningRules } from './warning-rules';
import { givePlaceKinds } from './place-kinds';
import { parseAudioGuides } from './parse-audio';
import { pageDates } from './page-dates';
import { parseHolidays } from './parse-holidays';
import { EXPERIENCE_CATEGORIES, PLACE_FILES, POI_TYPES } from './vocab';
import type { AccessibilityItem, Documents, Place, PlaceKind, Poi, Sight } from '../store/types';

export interface Bundle {
  groups: ReturnType<typeof parseGroups>;
  sights: Sight[];
  tags: ReturnType<typeof parseTags>;
  tours: ReturnType<typeof parseTours>;
  pois: Poi[];
  restaurants: ReturnType<typeof parseDining>['restaurants'];
  hotels: ReturnType<typeof parseAccommodation>['hotels'];
  events: ReturnType<typeof parseEvents>['events'];
  articles: ReturnType<typeof parseArticles>;
  agencies: ReturnType<typeof parseAgencies>['agencies'];
  places: Record<PlaceKind, Place[]>;
  accessibility: Record<string, AccessibilityItem[]>;
  documents: Partial<Documents>;
  /** Relative paths of every file read, for the content version. */
  files: string[];
}

export function loadContent(contentDir: string): Bundle {
  const dir = new ContentDir(contentDir);
  const groups = parseGroups(dir);
  const tags = parseTags(dir);
  const sights = EXPERIENCE_CATEGORIES.flatMap((c) => parseSights(dir, c));

  const tagIds = new Set(tags.map((t) => t.id));
  const seen = new Map<string, string>();
  for (const s of sights) {
    const file = dir.display(`experience/${s.category}.json`);
    const other = seen.get(s.id);
    if (other) throw new ContentError(`${file}: entry "${s.id}": field "id": duplicate of a sight in ${other}`);
    seen.set(s.id, file);
    if (!groups.some((g) => g.category === s.category && g.group === s.group))
      throw new ContentError(`${file}: entry "${s.id}": field "group": unknown ${s.category} group "${s.group}" (see experience/groups.json)`);
    s.tags.forEach((t, i) => {
      if (!tagIds.has(t)) throw new ContentError(`${file}: entry "${s.id}": field "tags[${i}]": unknown tag "${t}"`);
    });
  }

  const tours = parseTours(dir);
  for (const t of tours)
    for (const g of t.groups)
      g.stops.forEach((stop, i) => {
        if ('sight' in stop && !seen.has(stop.sight))
          throw new ContentError(`${dir.display(`tours/${t.category}.json`)}: entry "${g.group}": field "stops[${i}].sight": unknown sight "${stop.sight}"`);
      });

  const dining = parseDining(dir);
  const accommodation = parseAccommodation(dir);
  const ev = parseEvents(dir);
  const agencies = parseAgencies(dir);
  const home = parseHome(dir);
  // A promoted item tied to an event takes its dates from it: the event must exist.
  const eventIds = new Set(ev.events.map((e) => e.id));
  const datedLists: [string, { id: string; event?: string }[]][] = [
    ['home/banners.json', [...(home.banners?.home ?? []), ...(home.banners?.footer ?? [])]],
    ['home/whatshappening.json', [...(home.whatshappening?.cards ?? []), ...(home.whatshappening?.banners ?? [])]],
  ];
  for (const [file, list] of datedLists)
    for (const item of list)
      if (item.event !== undefined && !eventIds.has(item.event))
        throw new ContentError(`${dir.display(file)}: entry "${item.id}": field "event": unknown event "${item.event}"`);
  home.popular.forEach((p) =>
    p.attractions.forEach((a, i) => {
      if (!seen.has(a))
        throw new ContentError(`${dir.display('home/popular-attractions.json')}: entry "${p.id}": field "attractions[${i}]": unknown sight "${a}"`);
    }),
  );
  home.topTours.forEach((t, i) => {
    if (!tours.some((c) => c.category === t.category && c.groups.some((g) => g.group === t.group)))
      throw new ContentError(`${dir.display('home/top-tours.json')}: entry ${i}: field "group": unknown tour ${t.category}/${t.group}`);
  });

  const filePois = POI_TYPES.flatMap((type) => parsePois(dir, type)).map(withThumbnail);
  const pois = [
    ...sightPois(sights),
    ...restaurantPois(dining.restaurants, dining.taxonomy),
    ...hotelPois(accommodation.hotels, accommodation.taxonomy),
    ...eventPois(ev.events, ev.types),
    ...filePois,
  ];
  const poiKeys = new Set<string>();
  for (const p of pois) {
    const key = `${p.type}/${p.id}`;
    if (poiKeys.has(key))
      throw new ContentError(`${dir.display(`pois/${p.type}.json`)}: entry "${p.id}": field "id": duplicate ${p.type} POI id (also generated from an entity)`);
    poiKeys.add(key);
  }

  const articles = parseArticles(dir);
  const diningIntroduction = parseDiningIntroduction(dir);
  const storyArticle = diningIntroduction?.story.article;
  if (storyArticle !== undefined && !articles.some((a) => a.category === 'dining' && a.slug === storyArticle))
    throw new ContentError(`${dir.display('dining/introduction.json')}: entry "story": field "article": unknown dining article "${storyArticle}"`);

  const places = Object.fromEntries(PLACE_FILES.map((k) => [k, parsePlaces(dir, k)])) as Record<PlaceKind, Place[]>;

  const accessibility = parseAccessibility(dir);
  const warningRules = parseWarningRules(dir);
  if (warningRules)
    givePlaceKinds({ sights, tours, pois, restaurants: dining.restaurants, hotels: accommodation.hotels, events: ev.events, places }, warningRules.placeKinds);

  const documents: Partial<Documents> = {
    'dining-taxonomy': dining.taxonomy,
    'accommodation-taxonomy': accommodation.taxonomy,
    'event-types': ev.types,
    'whatson-pdf': ev.pdfs,
    'travel-menu': parseMenu(dir),
    'travel-agency-awards': agencies.awards,
    'top-tours': home.topTours,
    'popular-attractions': home.popular,
    brochures: parseBrochures(dir),
    announcements: parseAnnouncements(dir),
    'audio-guides': parseAudioGuides(dir, sights, articles),
    'page-dates': pageDates(contentDir),
  };
  const optional = {
    calendar: ev.calendar,
    banners: home.banners,
    whatshappening: home.whatshappening,
    videos: parseVideos(dir),
    social: parseSocial(dir),
    site: parseSite(dir),
    uit: parseUit(dir),
    'accessibility-settings': accessibility.settings,
    'dining-introduction': diningIntroduction,
    'accommodation-introduction': parseAccommodationIntroduction(dir),
    'warning-rules': warningRules?.rules,
    holidays: parseHolidays(dir),
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (documents as Record<string, unknown>)[k] = v;

  return {
    groups,
    sights,
    tags,
    tours,
    pois,
    restaurants: dining.restaurants,
    hotels: accommodation.hotels,
    events: ev.events,
    articles,
    agencies: agencies.agencies,
    places,
    accessibility: accessibility.items,
    documents,
    files: dir.files,
  };
}
