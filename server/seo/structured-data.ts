// schema.org JSON-LD for a page, in the page's language: the sight, restaurant, hotel, event or article behind the
// path, and the tourism office on the home page. Only what the record says goes in: a field the record lacks (many
// lost unsourced facts) is left out, never filled with a guess.
import type {
  Article as ArticleLd,
  Event as EventLd,
  GovernmentOrganization,
  Graph,
  Hotel as HotelLd,
  Place,
  PostalAddress,
  Restaurant as RestaurantLd,
  Thing,
  TouristAttraction,
} from 'schema-dts';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { htmlToText } from '#shared/html-text';
import { parseEventDate } from '#shared/events';
import type { LonLat } from '#shared/geo';
import { pick } from '../api/localize';
import type { Store } from '../store';
import type { Article, Coord, EventRecord, Hotel, ML, Restaurant, Sight } from '../store/types';
import { ogImagePath, pageUrl } from './head';
import { pageSubject } from './page-subject';

export interface StructuredDataInput {
  store: Store;
  origin: string;
  locale: Locale;
  /** Path segments after the locale. */
  segments: readonly string[];
}

/** Every record of this guide is in Macao (the importer's scope): the one address part known without a source. */
const COUNTRY = 'MO';
const STAR_CLASSES: Record<string, number> = { 'five-star-deluxe': 5, 'five-star': 5, 'four-star': 4, 'three-star': 3, 'two-star': 2 };

const text = (ml: ML | undefined, locale: Locale): string | undefined => {
  const t = htmlToText(pick(ml, locale)).replace(/\s+/g, ' ').trim();
  return t || undefined;
};

/** Drops the keys whose value is undefined, so an absent fact is absent from the JSON rather than null. */
function defined<T>(o: T): T {
  return Object.fromEntries(Object.entries(o as object).filter(([, v]) => v !== undefined)) as T;
}

const geo = ([longitude, latitude]: LonLat) => ({ '@type': 'GeoCoordinates', latitude, longitude }) as const;
const firstCoord = (c: Coord | Coord[]): Coord | undefined => (Array.isArray(c[0]) ? (c as Coord[])[0] : (c as Coord));

function address(ml: ML | undefined, locale: Locale): PostalAddress {
  return defined<PostalAddress>({ '@type': 'PostalAddress', streetAddress: text(ml, locale), addressCountry: COUNTRY });
}

interface Common {
  origin: string;
  url: string;
  image: string;
  locale: Locale;
}

function sightLd(s: Sight, { url, image, locale }: Common): TouristAttraction {
  const coord = firstCoord(s.coordinate);
  return defined<TouristAttraction>({
    '@type': 'TouristAttraction',
    name: pick(s.name, locale),
    description: text(s.summary, locale) ?? text(s.description, locale),
    url,
    image,
    address: address(s.address, locale),
    geo: coord ? geo(coord) : undefined,
    telephone: s.tel,
    // The place's own site says the same thing is this place (schema.org's `sameAs`).
    sameAs: s.website,
  });
}

function restaurantLd(store: Store, r: Restaurant, { url, image, locale }: Common): RestaurantLd {
  const cuisine = store.document('dining-taxonomy')?.cuisines.find((c) => c.value === r.cuisine);
  return defined<RestaurantLd>({
    '@type': 'Restaurant',
    name: pick(r.name, locale),
    description: text(r.summary, locale) ?? text(r.description, locale),
    url,
    image,
    address: address(r.address, locale),
    geo: geo(r.coordinate),
    telephone: r.tel,
    servesCuisine: cuisine ? pick(cuisine.name, locale) : undefined,
    priceRange: text(r.price, locale),
  });
}

function hotelLd(h: Hotel, { url, image, locale }: Common): HotelLd {
  const stars = STAR_CLASSES[h.star];
  return defined<HotelLd>({
    '@type': 'Hotel',
    name: pick(h.name, locale),
    description: text(h.summary, locale) ?? text(h.description, locale),
    url,
    image,
    address: address(h.address, locale),
    geo: geo(h.coordinate),
    telephone: h.tel,
    sameAs: h.website,
    // Only the classes that are a number of stars: guesthouses and budget hotels have none.
    starRating: stars ? { '@type': 'Rating', ratingValue: stars } : undefined,
    numberOfRooms: h.rooms,
  });
}

/** The event's dates: every range as given, or the month alone (ISO 8601 `YYYY-MM`) for month-only events. */
function eventDates(e: EventRecord): { startDate: string; endDate: string }[] {
  const ranges = parseEventDate(e.eventDate ?? '').sort((a, b) => (a.start < b.start ? -1 : 1));
  if (ranges.length) return ranges.map((r) => ({ startDate: r.start, endDate: r.end }));
  return e.month ? [{ startDate: e.month, endDate: e.month }] : [];
}

function eventLd(e: EventRecord, { url, image, locale }: Common): EventLd {
  const dates = eventDates(e);
  const places: Place[] = e.location.map((l) =>
    defined<Place>({ '@type': 'Place', name: text(l.name, locale), address: { '@type': 'PostalAddress', addressCountry: COUNTRY }, geo: geo(l.coordinate) }),
  );
  const location = places.length === 0 ? undefined : places.length === 1 ? places[0] : places;
  const base = { name: pick(e.name, locale), url, location };
  return defined<EventLd>({
    '@type': 'Event',
    ...base,
    description: text(e.summary, locale) ?? text(e.description, locale),
    image,
    inLanguage: LOCALE_TABLE[locale].bcp47,
    startDate: dates[0]?.startDate,
    endDate: dates.reduce<string | undefined>((max, d) => (max === undefined || d.endDate > max ? d.endDate : max), undefined),
    // Dates still to be confirmed are not yet "scheduled": schema.org has no status for that, so none is given.
    eventStatus: e.datesConfirmed === 'tbc' ? undefined : 'https://schema.org/EventScheduled',
    organizer: e.organizer ? { '@type': 'Organization', name: pick(e.organizer, locale) } : undefined,
    // An event held on separate days (a parade on two Saturdays) lists each run.
    subEvent: dates.length > 1 ? dates.map((d) => defined<EventLd>({ '@type': 'Event', ...base, ...d })) : undefined,
  });
}

function articleLd(store: Store, a: Article, { origin, url, image, locale }: Common): ArticleLd {
  const office = store.document('site')?.office;
  return defined<ArticleLd>({
    '@type': 'Article',
    headline: pick(a.title, locale),
    description: text(a.summary, locale),
    url,
    image,
    inLanguage: LOCALE_TABLE[locale].bcp47,
    dateModified: a.updatedAt || undefined,
    author: a.author ? defined({ '@type': 'Organization' as const, name: pick(a.author.name, locale), url: a.author.link }) : undefined,
    publisher: office ? { '@type': 'GovernmentOrganization', name: pick(office, locale), url: pageUrl(origin, locale, []) } : undefined,
  });
}

/** The tourism office (content/site.json), for the home page. */
function officeLd(store: Store, origin: string, locale: Locale): GovernmentOrganization | undefined {
  const site = store.document('site');
  if (!site) return undefined;
  return defined<GovernmentOrganization>({
    '@type': 'GovernmentOrganization',
    name: pick(site.office, locale),
    url: pageUrl(origin, locale, []),
    address: address(site.address, locale),
    email: site.emails[0],
    telephone: site.tel,
    faxNumber: site.fax,
    contactPoint: site.hotline ? { '@type': 'ContactPoint', telephone: site.hotline } : undefined,
  });
}

/** The JSON-LD nodes of the page at `segments`: its record (or the office on the home page); empty for other pages. */
export function structuredData({ store, origin, locale, segments }: StructuredDataInput): Thing[] {
  if (segments.length === 0) {
    const office = officeLd(store, origin, locale);
    return office ? [office] : [];
  }
  const subject = pageSubject(store, segments);
  if (!subject) return [];
  const r = subject.record;
  const seed = subject.kind === 'article' ? `${subject.record.category}-${subject.record.slug}` : subject.record.id;
  const common: Common = {
    origin,
    url: pageUrl(origin, locale, segments),
    image: `${origin}${ogImagePath({ motif: r.motif, palette: r.palette, seed })}`,
    locale,
  };
  switch (subject.kind) {
    case 'sight':
      return [sightLd(subject.record, common)];
    case 'restaurant':
      return [restaurantLd(store, subject.record, common)];
    case 'hotel':
      return [hotelLd(subject.record, common)];
    case 'event':
      return [eventLd(subject.record, common)];
    case 'article':
      return [articleLd(store, subject.record, common)];
  }
}

/**
 * A `<script type="application/ld+json">` holding `nodes` (nothing for none). It is a data block, which the CSP does
 * not govern; `<` is escaped so no text in a record can close the element (`</script>`) or open a comment.
 */
export function jsonLdScript(nodes: readonly Thing[]): string {
  if (nodes.length === 0) return '';
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes as Graph['@graph'] };
  const json = JSON.stringify(graph)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
