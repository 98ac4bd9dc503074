// The pages the site search indexes, per locale: every sight, tour route and stop, restaurant, hotel, event, article,
// travel agency and office, under its name in the visitor's language, its English, Portuguese and Chinese names and
// aliases, and its names in every other language of the guide, whatever the locale.
import { LOCALES } from '#shared/locales';
import { foldText, type SearchEntry, type SearchEntryType } from '#shared/search/index';
import { htmlToText } from '#shared/html-text';
import { pick } from '../api/localize';
import { sightLink } from '../api/sight-shapes';
import { thumbnail } from '../api/art-urls';
import type { Store } from '../store';
import type { Coord, ML, PlaceKind } from '../store/types';

/** The languages of Macao's signs and of the guide's own names: a visitor may type any of them in any interface. */
const SIGN_LOCALES: readonly string[] = ['en', 'pt', 'zh-hant', 'zh-hans'];
/** The guide's other languages: a Korean visitor types 세나도 광장 into the English interface a friend opened. */
const OTHER_LOCALES: readonly string[] = LOCALES.filter((l) => !SIGN_LOCALES.includes(l));
const TRAVEL_ESSENTIAL = new Set(['before-you-travel', 'about-macao', 'useful-info']);
const PLACE_PAGES: Record<PlaceKind, string> = {
  'info-counters': '/travelessential/useful-info/tourist-information',
  'border-checkpoints': '/travelessential/before-you-travel/ports-of-entry',
  delegations: '/travelessential/useful-info/msar-delegations',
  representatives: '/travelessential/useful-info/mgto-representatives',
};
const SUMMARY_LENGTH = 140;

const tidy = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

/** A summary cut at a word boundary, for the offline index (the server snips from the full text). */
export function shortSummary(text: string): string {
  const t = tidy(text);
  if (t.length <= SUMMARY_LENGTH) return t;
  const space = t.lastIndexOf(' ', SUMMARY_LENGTH);
  return `${t.slice(0, space > SUMMARY_LENGTH / 2 ? space : SUMMARY_LENGTH)}…`;
}

/** Each name once as search sees it (a Simplified name equal to the Traditional one once folded would count its words twice). */
function distinct(names: (string | undefined)[], seen: Set<string>): string[] {
  const out: string[] = [];
  for (const n of names) {
    const key = n ? foldText(tidy(n)) : '';
    if (!n || seen.has(key)) continue;
    seen.add(key);
    out.push(tidy(n));
  }
  return out;
}

/**
 * Names of a record other than `title`, in two groups. `names`: its sign-language names, the names of its parts in
 * those and in the visitor's language, and its aliases. `foreign`: its names and its parts' names in the guide's
 * other languages, which find the page without ranking it as if the visitor had typed its name in their own language.
 */
export function otherNames(locale: string, title: string, name: ML, aliases: string[] = [], parts: ML[] = []): { names: string[]; foreign: string[] } {
  const seen = new Set<string>([foldText(title)]);
  const own = SIGN_LOCALES.includes(locale) ? SIGN_LOCALES : [...SIGN_LOCALES, locale];
  const names = distinct([...[name, ...parts].flatMap((ml) => own.map((l) => ml[l])), ...aliases], seen);
  const foreign = distinct(
    [name, ...parts].flatMap((ml) => OTHER_LOCALES.filter((l) => l !== locale).map((l) => ml[l])),
    seen,
  );
  return { names, foreign };
}

interface Source {
  id: string;
  type: SearchEntryType;
  link: string;
  name: ML;
  aliases?: string[];
  parts?: ML[];
  summary?: ML;
  body?: (ML | undefined)[];
  art?: { id: string; motif: string; palette?: string };
  date?: string;
  /** Where the place is (the first of several): stored with the offline index for walking directions. */
  position?: Coord | Coord[] | undefined;
}

/** A place's first position, or none (a list of none, or not a pair). */
function firstPosition(c: Coord | Coord[] | undefined): [number, number] | undefined {
  const p = Array.isArray(c?.[0]) ? (c as Coord[])[0] : (c as Coord | undefined);
  return p && Number.isFinite(p[0]) && Number.isFinite(p[1]) ? [p[0], p[1]] : undefined;
}

function entry(locale: string, s: Source): SearchEntry {
  const title = tidy(pick(s.name, locale));
  const summary = s.summary ? htmlToText(pick(s.summary, locale)) : '';
  const body = (s.body ?? []).map((p) => (p ? htmlToText(pick(p, locale)) : '')).filter(Boolean);
  const e: SearchEntry = {
    id: s.id,
    type: s.type,
    link: `/${locale}${s.link}`,
    title,
    ...otherNames(locale, title, s.name, s.aliases, s.parts),
    text: tidy([summary, ...body].join(' ')),
  };
  const short = summary || body[0];
  if (short) e.summary = shortSummary(short);
  if (s.art) e.thumbnail = thumbnail(s.art);
  if (s.date) e.date = s.date;
  const position = firstPosition(s.position);
  if (position) e.position = position;
  return e;
}

function articleLink(category: string, slug: string): string {
  if (TRAVEL_ESSENTIAL.has(category)) return `/travelessential/${category}/${slug}`;
  if (category === 'dining') return `/dining/${slug}`;
  if (category === 'footer' || category === 'custom') return `/${slug}`;
  return `/article/${category}/${slug}`;
}

/** Where each record is found in the guide, independent of the locale (read once, used for every locale). */
export function searchSources(store: Store): Source[] {
  const out: Source[] = [];
  for (const s of store.sights()) {
    out.push({
      id: `sight:${s.id}`,
      type: 'sight',
      link: sightLink(s),
      name: s.name,
      aliases: s.aliases,
      parts: s.subsights.map((x) => x.name),
      summary: s.summary,
      body: [s.description, s.address, s.venue],
      art: s,
      position: s.coordinate,
    });
  }
  for (const head of store.tourCategories()) {
    const tc = store.tourCategory(head.category);
    for (const g of tc?.groups ?? []) {
      out.push({
        id: `tour:${head.category}/${g.group}`,
        type: 'tour',
        link: `/${head.category}/${g.group}`,
        name: g.name,
        summary: g.summary,
        body: [g.description],
        art: { ...g, id: g.group },
      });
      for (const stop of g.stops) {
        if ('sight' in stop) continue; // the sight itself is indexed once, under its own page
        out.push({
          id: `stop:${head.category}/${g.group}/${stop.id}`,
          type: 'stop',
          link: `/${head.category}/${g.group}/${stop.id}`,
          name: stop.name,
          aliases: stop.aliases,
          summary: stop.summary,
          body: [stop.address],
          art: stop,
          position: stop.coordinate,
        });
      }
    }
  }
  for (const r of store.restaurants()) {
    const link = r.qtsas ? `/dining/qtsas-restaurant/${r.id}` : `/dining/restaurant/${r.id}`;
    out.push({
      id: `restaurant:${r.id}`,
      type: 'restaurant',
      link,
      name: r.name,
      aliases: r.aliases,
      summary: r.summary,
      body: [r.description, r.address],
      art: r,
      position: r.coordinate,
    });
  }
  for (const h of store.hotels()) {
    out.push({
      id: `hotel:${h.id}`,
      type: 'hotel',
      link: `/accommodation/${h.id}`,
      name: h.name,
      aliases: h.aliases,
      summary: h.summary,
      body: [h.description, h.address],
      art: h,
      position: h.coordinate,
    });
  }
  for (const e of store.events()) {
    if (e.hidden) continue;
    const date = e.eventDate?.slice(0, 10) ?? (e.month ? `${e.month}-01` : undefined);
    const venues = e.location.map((l) => l.name).filter((n): n is ML => n !== undefined);
    out.push({
      id: `event:${e.id}`,
      type: 'event',
      link: `/events/whatson/${e.id}`,
      name: e.name,
      aliases: e.aliases,
      summary: e.summary,
      body: [e.description, ...venues],
      art: e,
      date,
      position: e.location[0]?.coordinate,
    });
  }
  for (const a of store.articles()) {
    out.push({
      id: `article:${a.category}/${a.slug}`,
      type: 'article',
      link: articleLink(a.category, a.slug),
      name: a.title,
      summary: a.summary,
      body: [a.content, ...a.tabs.flatMap((t) => [t.title, t.content]), ...a.sections.flatMap((t) => [t.title, t.content])],
      art: { id: `${a.category}-${a.slug}`, motif: a.motif, palette: a.palette },
      date: a.updatedAt,
    });
  }
  for (const a of store.travelAgencies()) {
    out.push({
      id: `agency:${a.id}`,
      type: 'agency',
      link: `/travelagencies/search?id=${a.id}`,
      name: a.name,
      aliases: a.aliases,
      body: [a.address],
      art: { id: a.id, motif: 'office' },
    });
  }
  for (const kind of Object.keys(PLACE_PAGES) as PlaceKind[]) {
    for (const p of store.places(kind)) {
      out.push({
        id: `${kind}:${p.id}`,
        type: 'place',
        link: PLACE_PAGES[kind],
        name: p.name,
        aliases: p.aliases,
        summary: p.summary,
        body: [p.address, p.region],
        art: p,
        position: p.coordinate,
      });
    }
  }
  return out;
}

/** The entries of one locale's index. */
export function searchEntries(sources: Source[], locale: string): SearchEntry[] {
  return sources.map((s) => entry(locale, s));
}
