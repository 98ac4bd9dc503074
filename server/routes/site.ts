// Site-wide API routes every page needs: menus, banners, social links, site details, UI text (live data: ./live).
import type { Api } from '../api/context';
import { badRequest, notFound, resolveLocale } from '../api/context';
import { pick } from '../api/localize';
import { own } from '../http/own';
import { banner, thumbnail } from '../api/art-urls';
import { promotable } from '../api/promoted';
import Type from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LANG, query, simple } from '../api/schemas';
import { EXPERIENCE_CATEGORIES } from '../import/vocab';
import type { ExperienceMenuEntry, FooterBanner, HomeBanner, SiteInfo, SocialSubscription, TravelEssentialMenuEntry } from '#shared/api/site';
import type { ML } from '../store/types';
import { directoryCounts, emptyDirectoryPages, leadsToEmptyDirectory } from '../api/directories';

/** English names of the experience categories; translations come from uit.json category "experience". */
const EXPERIENCE_NAMES: Record<string, string> = {
  sightseeing: 'Sightseeing',
  'shows-and-entertainment': 'Shows and entertainment',
  shopping: 'Shopping',
  fnb: 'Specialty foods',
};

export function experienceCategoryName(api: { store: Api['store'] }, category: string): ML {
  return api.store.document('uit')?.experience?.[category] ?? { en: EXPERIENCE_NAMES[category] ?? category };
}

/** What the store offers: a menu item or banner leading into an empty directory is left out (issue 26). */
const offered = (store: Api['store']) => {
  const empty = emptyDirectoryPages(directoryCounts(store));
  return (link: string) => !leadsToEmptyDirectory(link, empty);
};

export function registerSiteRoutes(api: Api): void {
  api.get('/api/travelessential/menu', simple(), ({ store }): TravelEssentialMenuEntry<ML>[] => {
    const offers = offered(store);
    return (store.document('travel-menu') ?? [])
      .map((section) => ({
        id: section.name.en.toLowerCase().trim().replace(/\s+/g, '-'),
        name: section.name,
        items: section.items
          .map((i) => ({
            name: i.name,
            slug: i.slug,
            category: i.category,
            link: i.link ?? `/travelessential/${i.category}/${i.slug}`,
          }))
          .filter((i) => offers(i.link)),
      }))
      .filter((section) => section.items.length > 0);
  });

  api.get('/api/experience/menu', simple(), ({ store }): ExperienceMenuEntry<ML>[] =>
    EXPERIENCE_CATEGORIES.map((category) => {
      const sights = store.sights({ category });
      const top = sights.reduce<(typeof sights)[number] | undefined>((best, s) => (!best || s.views > best.views ? s : best), undefined);
      return {
        category,
        name: experienceCategoryName(api, category),
        groups: store.experienceGroups(category).map((g) => ({ group: g.group, name: g.name })),
        topViewSight: top ? { group: top.group, id: top.id, name: top.name, thumbnail: thumbnail(top) } : null,
      };
    }),
  );

  api.get('/api/banner/home', simple(), ({ store, today }): HomeBanner<ML>[] => {
    const offers = offered(store);
    return promotable(store, store.document('banners')?.home ?? [], today)
      .filter(({ item: b }) => offers(b.link))
      .map(({ item: b, window }) => ({ id: b.id, link: b.link, title: b.title, image: banner(b), ...window }));
  });

  api.get('/api/banner/footer', simple(), ({ store, today }): FooterBanner<ML>[] => {
    const offers = offered(store);
    return promotable(store, store.document('banners')?.footer ?? [], today)
      .filter(({ item: b }) => offers(b.link))
      .map(({ item: b, window }) => ({ id: b.id, link: b.link, image: thumbnail(b), title: b.title, showOn: b.showOn ?? [], ...window }));
  });

  api.get('/api/socialmedia/subscription', simple(), ({ store }): SocialSubscription<ML>[] => store.document('social')?.subscriptions ?? []);

  api.get('/api/site', simple(), ({ store }): SiteInfo<ML> => {
    const site = store.document('site');
    if (!site) throw notFound('site details are not in the content');
    return site;
  });

  api.app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/uit',
    {
      schema: {
        querystring: query(),
        body: Type.Object({ q: Type.String({ minLength: 2, maxLength: 20000 }), lang: Type.Optional(LANG) }),
        // Not cached like the GETs (each body asks for other keys), so a response schema lets Fastify serialise it
        // with a compiled stringifier.
        response: { 200: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())) },
      },
    },
    async (req) => {
      const body = req.body;
      const locale = resolveLocale(body.lang ?? req.query.lang);
      let wanted: unknown;
      try {
        wanted = JSON.parse(body.q);
      } catch {
        throw badRequest('q: expected JSON text {"<category>": ["key", ...]}');
      }
      if (typeof wanted !== 'object' || wanted === null || Array.isArray(wanted)) throw badRequest('q: expected a JSON object {"<category>": ["key", ...]}');
      const uit = api.store.document('uit') ?? {};
      // Categories and keys are the visitor's: looked up as own properties and collected in a Map, so
      // "__proto__" or "constructor" is an unknown key like any other.
      const out = new Map<string, Record<string, string>>();
      for (const [category, keys] of Object.entries(wanted as Record<string, unknown>)) {
        if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string' || k.length > 200))
          throw badRequest(`q: category "${category.slice(0, 50)}" must list key strings`);
        const texts = own(uit, category);
        out.set(category, Object.fromEntries((keys as string[]).map((k) => [k, pick(own(texts, k), locale)])));
      }
      return Object.fromEntries(out);
    },
  );
}
