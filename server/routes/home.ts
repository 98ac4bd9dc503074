// Home-page blocks: popular attractions, social feeds and posts, top tours, what's happening and "more" links.
import type { Api } from '../api/context';
import { notFound } from '../api/context';
import { own } from '../http/own';
import { banner, thumbnail } from '../api/art-urls';
import { promotable } from '../api/promoted';
import Type from 'typebox';
import { ID, TEXT, query, simple } from '../api/schemas';
import { sightLink, sightSummary, stopSummary } from '../api/sight-shapes';
import { EXPERIENCE_CATEGORIES, TOUR_CATEGORIES } from '../import/vocab';
import type { Store } from '../store';
import { isLocale } from '#shared/locales';
import type { FeedPosts, PopularGroup, SocialFeeds, TopTour, WhatsHappening } from '#shared/api/home';
import type { ML, SocialPost } from '../store/types';
import { warningInForce } from '#shared/current';
import { macaoToday } from '#shared/events';
import type { WarningInForce } from '#shared/warnings';

interface PopularGroupBody {
  attractions: unknown[];
}

/** SPEC §7: the first attraction of each group is swapped with a random one, per response. */
export function swapFirst(body: unknown, random: () => number = Math.random): unknown {
  if (!Array.isArray(body)) return body;
  return (body as PopularGroupBody[]).map((g) => {
    const list = [...g.attractions];
    if (list.length > 1) {
      const k = Math.floor(random() * list.length);
      [list[0], list[k]] = [list[k], list[0]];
    }
    return { ...g, attractions: list };
  });
}

interface MoreItem {
  id: string;
  title: ML;
  summary: ML;
  link: string;
  thumbnail: string;
}

/** "More" for a page path: what sits next to it (same group or category), else the most viewed sights. */
function more(store: Store, p: string): MoreItem[] {
  const segments = p.split('?')[0]!.split('/').filter(Boolean);
  if (segments[0] && isLocale(segments[0])) segments.shift();
  const [first, second, third] = segments;
  const sightItem = (s: ReturnType<typeof store.sights>[number]): MoreItem => ({
    id: s.id,
    title: s.name,
    summary: s.summary,
    link: sightLink(s),
    thumbnail: thumbnail(s),
  });
  if (first && (EXPERIENCE_CATEGORIES as readonly string[]).includes(first)) {
    const sights = store.sights(second ? { category: first, group: second } : { category: first });
    return sights
      .filter((s) => s.id !== third)
      .sort((a, b) => b.views - a.views)
      .map(sightItem);
  }
  if (first && (TOUR_CATEGORIES as readonly string[]).includes(first)) {
    return (store.tourCategory(first)?.groups ?? [])
      .filter((g) => g.group !== second)
      .map((g) => ({
        id: g.group,
        title: g.name,
        summary: g.summary,
        link: `/${first}/${g.group}`,
        thumbnail: thumbnail({ id: g.group, motif: g.motif, palette: g.palette }),
      }));
  }
  const articleCategory = first === 'travelessential' || first === 'article' ? second : first === 'dining' ? 'dining' : undefined;
  if (articleCategory) {
    const slug = first === 'dining' ? second : third;
    return store
      .articles()
      .filter((a) => a.category === articleCategory && a.slug !== slug)
      .map((a) => ({
        id: a.slug,
        title: a.title,
        summary: a.summary,
        link: ['before-you-travel', 'about-macao', 'useful-info'].includes(a.category)
          ? `/travelessential/${a.category}/${a.slug}`
          : `/article/${a.category}/${a.slug}`,
        thumbnail: thumbnail({ id: `${a.category}-${a.slug}`, motif: a.motif, palette: a.palette }),
      }));
  }
  return store
    .sights()
    .sort((a, b) => b.views - a.views)
    .map(sightItem);
}

const MORE_LIMIT = 6;

/**
 * A post that announces a warning is shown only while the live store has that warning in force, set no later than
 * the day of the post: an old post must not speak for a new warning, nor a stored one for a warning long cancelled.
 */
export function postInForce(post: Pick<SocialPost, 'created' | 'warning'>, inForce: readonly WarningInForce[]): boolean {
  if (!post.warning) return true;
  const current = inForce.filter((w) => macaoToday(new Date(w.since)) <= post.created);
  return warningInForce(post.warning, current);
}

export function registerHome(api: Api): void {
  api.get(
    '/api/popularattraction',
    simple(),
    ({ store }): PopularGroup<ML>[] =>
      (store.document('popular-attractions') ?? []).map((g) => ({
        id: g.id,
        name: g.name,
        attractions: store.sightsByIds(g.attractions).map(sightSummary),
      })),
    { perRequest: (body) => swapFirst(body) },
  );

  api.get('/api/socialmedia/feed', simple(), ({ store }): SocialFeeds => store.document('social')?.feeds ?? { infoFeeds: [], imgFeeds: [] });

  api.get(
    '/api/curator/v1/feeds/:feedId/posts',
    {
      querystring: query({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }),
      params: Type.Object({ feedId: ID }),
    },
    ({ store, live, today, params, query: q }): FeedPosts<ML> => {
      const social = store.document('social');
      const posts = own(social?.posts, params.feedId ?? '');
      if (!posts) throw notFound(`unknown feed "${params.feedId ?? ''}"`);
      const list = posts
        .filter((p) => p.created <= today && postInForce(p, live.current.warnings))
        .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : a.id.localeCompare(b.id)))
        .slice(0, Number(q.limit ?? 10));
      return {
        posts: list.map((p) => ({
          id: p.id,
          text: p.text,
          image: p.motif ? banner({ id: p.id, motif: p.motif }) : '',
          is_repost: p.is_repost,
          network_id: p.network_id,
          url: p.url,
          user_url: p.user_url,
          source_identifier: p.source_identifier,
          created: p.created,
        })),
        networks: [...new Set(list.map((p) => p.network_id))].map((id) => ({ id, name: id })),
        sources: [...new Set(list.map((p) => p.source_identifier))].map((id) => ({ id, network_id: list.find((p) => p.source_identifier === id)?.network_id })),
      };
    },
    // Posts about a warning come and go with the warnings in force.
    { live: true },
  );

  api.get('/api/tour/top', simple(), ({ store }) =>
    (store.document('top-tours') ?? []).flatMap(({ category, group }): TopTour<ML>[] => {
      const g = store.tourGroup(category, group);
      if (!g) return [];
      return [
        {
          category,
          group,
          name: g.name,
          summary: g.summary,
          ...(g.duration ? { duration: g.duration } : {}),
          thumbnail: thumbnail({ id: g.group, motif: g.motif, palette: g.palette }),
          banner: banner({ id: g.group, motif: g.motif, palette: g.palette }),
          sights: g.stops.map((s, i) => stopSummary(store, s, i + 1)).filter((s) => s !== undefined),
        },
      ];
    }),
  );

  api.get('/api/whatshappening', simple(), ({ store, today }): WhatsHappening<ML> => {
    const w = store.document('whatshappening') ?? { cards: [], banners: [] };
    return {
      cards: promotable(store, w.cards, today).map(({ item: c, window }) => ({
        id: c.id,
        title: c.title,
        summary: c.summary,
        link: c.link,
        image: thumbnail(c),
        ...window,
      })),
      banners: promotable(store, w.banners, today).map(({ item: b, window }) => ({ id: b.id, title: b.title, link: b.link, image: banner(b), ...window })),
    };
  });

  api.get('/api/more', { querystring: query({ p: TEXT }) }, ({ store, query: q }) => ({
    items: more(store, typeof q.p === 'string' ? q.p : '').slice(0, MORE_LIMIT),
  }));
}
