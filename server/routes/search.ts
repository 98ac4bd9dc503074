// GET /api/gcse: site search over every sight, article, event, restaurant and hotel in every enabled locale.
import { ENABLED_LOCALES, isEnabledLocale } from '#shared/locales';
import { buildSearchIndex, search, type SearchDoc, type SearchIndex } from '../search';
import type { Api } from '../api/context';
import { resolveLocale } from '../api/context';
import { pick } from '../api/localize';
import { sightLink } from './home';
import { thumbnail } from '../api/art-urls';
import Type from 'typebox';
import { LANG } from '../api/schemas';
import type { Store } from '../store';
import type { ML } from '../store/types';

const TRAVEL_ESSENTIAL = new Set(['before-you-travel', 'about-macao', 'useful-info']);

/** Plain text of HTML: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(?:p|h[1-6]|li|ul|ol|br|tr|td|th|table|blockquote|figure|figcaption)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchDocs(store: Store): SearchDoc[] {
  const docs: SearchDoc[] = [];
  const add = (locale: string, id: string, link: string, title: ML, parts: (ML | undefined)[], thumb?: string, date?: string) =>
    docs.push({
      id: `${id}@${locale}`,
      locale,
      link: `/${locale}${link}`,
      title: pick(title, locale),
      text: plainText(parts.map((p) => (p ? pick(p, locale) : '')).join(' ')),
      ...(thumb ? { thumbnail: thumb } : {}),
      ...(date ? { date } : {}),
    });
  const articleLink = (c: string, s: string) =>
    TRAVEL_ESSENTIAL.has(c)
      ? `/travelessential/${c}/${s}`
      : c === 'dining'
        ? `/dining/${s}`
        : c === 'footer'
          ? `/${s}`
          : c === 'custom'
            ? `/${s}`
            : `/article/${c}/${s}`;
  const sights = store.sights();
  const articles = store.articles();
  const events = store.events().filter((e) => !e.hidden);
  const restaurants = store.restaurants();
  const hotels = store.hotels();
  for (const locale of ENABLED_LOCALES) {
    for (const s of sights) {
      add(locale, `sight:${s.id}`, sightLink(s), s.name, [s.summary, s.description], thumbnail(s));
    }
    for (const a of articles) {
      add(
        locale,
        `article:${a.category}/${a.slug}`,
        articleLink(a.category, a.slug),
        a.title,
        [a.summary, a.content, ...a.tabs.map((t) => t.content), ...a.sections.map((t) => t.content)],
        thumbnail({ id: `${a.category}-${a.slug}`, motif: a.motif, palette: a.palette }),
        a.updatedAt,
      );
    }
    for (const e of events) {
      const date = e.eventDate?.slice(0, 10) ?? (e.month ? `${e.month}-01` : undefined);
      add(locale, `event:${e.id}`, `/events/whatson/${e.id}`, e.name, [e.summary, e.description], thumbnail(e), date);
    }
    for (const r of restaurants) {
      const link = r.qtsas ? `/dining/qtsas-restaurant/${r.id}` : `/dining/restaurant/${r.id}`;
      add(locale, `restaurant:${r.id}`, link, r.name, [r.summary, r.description], thumbnail(r));
    }
    for (const h of hotels) add(locale, `hotel:${h.id}`, `/accommodation/${h.id}`, h.name, [h.summary, h.description], thumbnail(h));
  }
  return docs;
}

export function registerSearch(api: Api): void {
  let index: SearchIndex | undefined;
  // Built while the server starts, so the first visitor's search does not pay for it.
  api.app.addHook('onReady', async () => {
    index ??= buildSearchIndex(searchDocs(api.store));
  });
  api.get(
    '/gcse',
    {
      querystring: Type.Object({
        lang: Type.Optional(LANG),
        q: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
        start: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
        sort: Type.Optional(Type.Unsafe<'' | 'date'>({ type: 'string', enum: ['', 'date'], default: '' })),
        siteSearch: Type.Optional(Type.String({ maxLength: 200 })),
      }),
    },
    ({ store, query: q }) => {
      index ??= buildSearchIndex(searchDocs(store));
      // The site section (e.g. "example.org/pt") names the locale when lang is not given.
      const section = typeof q.siteSearch === 'string' ? /\/([a-z]{2}(?:-[a-z]+)?)\/?$/.exec(q.siteSearch)?.[1] : undefined;
      const locale = q.lang ? resolveLocale(q.lang) : isEnabledLocale(section) ? section : 'en';
      return search(index, { q: q.q, locale, start: q.start ?? 1, sort: q.sort === 'date' ? 'date' : '' });
    },
  );
}
