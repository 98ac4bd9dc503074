// The content store: every read of content goes through this interface (SQLite now; a PostgreSQL store can
// implement the same interface). Records come back with their multilingual fields unresolved.
import Database from 'better-sqlite3';
import type {
  AccessibilityItem,
  Article,
  Documents,
  EventRecord,
  ExperienceGroup,
  Hotel,
  Place,
  PlaceKind,
  Poi,
  Restaurant,
  Sight,
  Tag,
  TourCategory,
  TourGroup,
  TravelAgency,
} from './types';

export interface Store {
  /** Changes whenever the imported content changes; response caches key on it. */
  readonly contentVersion: string;
  experienceGroups(category?: string): ExperienceGroup[];
  sights(filter?: { category?: string; group?: string }): Sight[];
  sight(id: string): Sight | undefined;
  sightsByIds(ids: string[]): Sight[];
  sightsByTag(tag: string): Sight[];
  tags(): Tag[];
  tag(id: string): Tag | undefined;
  tourCategories(): Omit<TourCategory, 'groups'>[];
  tourCategory(category: string): TourCategory | undefined;
  tourGroup(category: string, group: string): TourGroup | undefined;
  pois(types?: string[]): Poi[];
  /** POIs inside a lon/lat box (a coarse prefilter before exact distances). */
  poisInBox(west: number, south: number, east: number, north: number): Poi[];
  restaurants(filter?: { qtsas?: boolean; recommend?: boolean }): Restaurant[];
  restaurant(id: string): Restaurant | undefined;
  hotels(): Hotel[];
  hotel(id: string): Hotel | undefined;
  events(filter?: { calendar?: boolean }): EventRecord[];
  event(id: string): EventRecord | undefined;
  articles(): Article[];
  article(category: string, slug: string): Article | undefined;
  travelAgencies(): TravelAgency[];
  travelAgency(id: string): TravelAgency | undefined;
  places(kind: PlaceKind): Place[];
  accessibilityItems(file: string): AccessibilityItem[];
  document<K extends keyof Documents>(name: K): Documents[K] | undefined;
  close(): void;
}

type Row = { data: string };
const parse = <T>(rows: unknown[]): T[] => (rows as Row[]).map((r) => JSON.parse(r.data) as T);
const one = <T>(row: unknown): T | undefined => (row ? (JSON.parse((row as Row).data) as T) : undefined);

export function openStore(dbPath: string): Store {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  const q = (sql: string) => db.prepare(sql);
  const meta = q("SELECT value FROM meta WHERE key = 'content_version'").get() as { value: string } | undefined;

  const stmt = {
    groupsAll: q('SELECT data FROM experience_groups ORDER BY category, ord, grp'),
    groupsOf: q('SELECT data FROM experience_groups WHERE category = ? ORDER BY ord, grp'),
    sightsAll: q('SELECT data FROM sights ORDER BY ord'),
    sightsOfCategory: q('SELECT data FROM sights WHERE category = ? ORDER BY ord'),
    sightsOfGroup: q('SELECT data FROM sights WHERE category = ? AND grp = ? ORDER BY ord'),
    sight: q('SELECT data FROM sights WHERE id = ?'),
    sightsByTag: q('SELECT s.data FROM sights s JOIN sight_tags t ON t.sight = s.id WHERE t.tag = ? ORDER BY s.ord'),
    tags: q('SELECT data FROM tags ORDER BY id'),
    tag: q('SELECT data FROM tags WHERE id = ?'),
    tourCategories: q('SELECT data FROM tour_categories ORDER BY ord'),
    tourCategory: q('SELECT data FROM tour_categories WHERE category = ?'),
    tourGroups: q('SELECT data FROM tour_groups WHERE category = ? ORDER BY ord'),
    tourGroup: q('SELECT data FROM tour_groups WHERE category = ? AND grp = ?'),
    poisAll: q('SELECT data FROM pois ORDER BY ord'),
    poisInBox: q('SELECT data FROM pois WHERE lon BETWEEN ? AND ? AND lat BETWEEN ? AND ? ORDER BY ord'),
    restaurants: q('SELECT data FROM restaurants ORDER BY ord'),
    restaurantsQtsas: q('SELECT data FROM restaurants WHERE qtsas = ? ORDER BY ord'),
    restaurantsRecommend: q('SELECT data FROM restaurants WHERE recommend = 1 ORDER BY ord'),
    restaurant: q('SELECT data FROM restaurants WHERE id = ?'),
    hotels: q('SELECT data FROM hotels ORDER BY ord'),
    hotel: q('SELECT data FROM hotels WHERE id = ?'),
    events: q('SELECT data FROM events ORDER BY ord'),
    eventsCalendar: q('SELECT data FROM events WHERE calendar = 1 ORDER BY ord'),
    event: q('SELECT data FROM events WHERE id = ?'),
    articles: q('SELECT data FROM articles ORDER BY category, slug'),
    article: q('SELECT data FROM articles WHERE category = ? AND slug = ?'),
    agencies: q('SELECT data FROM travel_agencies ORDER BY ord'),
    agency: q('SELECT data FROM travel_agencies WHERE id = ?'),
    places: q('SELECT data FROM places WHERE kind = ? ORDER BY ord'),
    document: q('SELECT data FROM documents WHERE name = ?'),
    accessibility: q('SELECT data FROM accessibility_items WHERE file = ? ORDER BY ord'),
  };

  return {
    contentVersion: meta?.value ?? 'unknown',
    experienceGroups: (category) => parse(category === undefined ? stmt.groupsAll.all() : stmt.groupsOf.all(category)),
    sights: (f = {}) =>
      parse(
        f.category === undefined
          ? stmt.sightsAll.all()
          : f.group === undefined
            ? stmt.sightsOfCategory.all(f.category)
            : stmt.sightsOfGroup.all(f.category, f.group),
      ),
    sight: (id) => one(stmt.sight.get(id)),
    sightsByIds: (ids) => ids.map((id) => one<Sight>(stmt.sight.get(id))).filter((s): s is Sight => s !== undefined),
    sightsByTag: (tag) => parse(stmt.sightsByTag.all(tag)),
    tags: () => parse(stmt.tags.all()),
    tag: (id) => one(stmt.tag.get(id)),
    tourCategories: () => parse(stmt.tourCategories.all()),
    tourCategory: (category) => {
      const head = one<Omit<TourCategory, 'groups'>>(stmt.tourCategory.get(category));
      return head ? { ...head, groups: parse<TourGroup>(stmt.tourGroups.all(category)) } : undefined;
    },
    tourGroup: (category, group) => one(stmt.tourGroup.get(category, group)),
    pois: (types) => {
      const all = parse<Poi>(stmt.poisAll.all());
      return types ? all.filter((p) => types.includes(p.type)) : all;
    },
    poisInBox: (west, south, east, north) => parse(stmt.poisInBox.all(west, east, south, north)),
    restaurants: (f = {}) =>
      parse(f.recommend ? stmt.restaurantsRecommend.all() : f.qtsas === undefined ? stmt.restaurants.all() : stmt.restaurantsQtsas.all(f.qtsas ? 1 : 0)),
    restaurant: (id) => one(stmt.restaurant.get(id)),
    hotels: () => parse(stmt.hotels.all()),
    hotel: (id) => one(stmt.hotel.get(id)),
    events: (f = {}) => parse(f.calendar ? stmt.eventsCalendar.all() : stmt.events.all()),
    event: (id) => one(stmt.event.get(id)),
    articles: () => parse(stmt.articles.all()),
    article: (category, slug) => one(stmt.article.get(category, slug)),
    travelAgencies: () => parse(stmt.agencies.all()),
    travelAgency: (id) => one(stmt.agency.get(id)),
    places: (kind) => parse(stmt.places.all(kind)),
    document: (name) => one(stmt.document.get(name)),
    accessibilityItems: (file) => parse(stmt.accessibility.all(file)),
    close: () => db.close(),
  };
}

export type { Documents, PlaceKind };
