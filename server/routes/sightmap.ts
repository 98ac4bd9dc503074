// Sight maps (SPEC §2 map-based browsing): experience and tour overviews, groups and entities, plus sight and tag pages.
import type { Api, Ctx } from '../api/context';
import { notFound } from '../api/context';
import { banner, gallery, thumbnail } from '../api/art-urls';
import { simple } from '../api/schemas';
import { entityPois, sightCard, sightDetail, sightSummary, stopCard, stopSummary } from '../api/sight-shapes';
import { experienceCategoryName } from './site';
import { EXPERIENCE_CATEGORIES, TOUR_CATEGORIES } from '../import/vocab';
import { firstCoord } from '../api/sight-shapes';
import type { ExperienceGroupResponse, ExperienceOverview, SightDetail, TagResponse, TourGroup as TourGroupShape, TourOverview } from '#shared/api/places';
import type { ML, TourCategory, TourGroup } from '../store/types';

const isExperience = (c: string) => (EXPERIENCE_CATEGORIES as readonly string[]).includes(c);
const isTour = (c: string) => (TOUR_CATEGORIES as readonly string[]).includes(c);

function experienceCategory(ctx: Ctx<unknown, { category: string }>) {
  const category = ctx.params.category ?? '';
  if (!isExperience(category)) throw notFound(`unknown experience category "${category}"`);
  return category;
}

function tourCategory(ctx: Ctx<unknown, { category: string }>): TourCategory {
  const category = ctx.params.category ?? '';
  const tc = isTour(category) ? ctx.store.tourCategory(category) : undefined;
  if (!tc) throw notFound(`unknown tour category "${category}"`);
  return tc;
}

function tourGroup(ctx: Ctx<unknown, { group: string }>, tc: TourCategory): TourGroup {
  const g = tc.groups.find((x) => x.group === ctx.params.group);
  if (!g) throw notFound(`unknown ${tc.category} route "${ctx.params.group ?? ''}"`);
  return g;
}

// The overview's small cards need no hours; the route's list cards do (`stopCard`).
function tourGroupBody(ctx: Ctx, tc: TourCategory, g: TourGroup, stop = stopSummary): TourGroupShape<ML> {
  const sights = g.stops.map((st, i) => stop(ctx.store, st, i + 1)).filter((s) => s !== undefined);
  return {
    category: tc.category,
    group: g.group,
    name: g.name,
    summary: g.summary,
    description: g.description,
    ...(g.duration ? { duration: g.duration } : {}),
    ...(g.distance !== undefined ? { distance: g.distance } : {}),
    thumbnail: thumbnail({ id: g.group, motif: g.motif, palette: g.palette }),
    banner: banner({ id: g.group, motif: g.motif, palette: g.palette }),
    /** The route line: the stops' positions in visiting order. */
    route: sights.map((s) => firstCoord(s.coordinate)),
    sights,
  };
}

export function registerSightMaps(api: Api): void {
  api.get('/api/experience/:category', simple('category'), (ctx): ExperienceOverview<ML> => {
    const category = experienceCategory(ctx);
    return {
      category,
      name: experienceCategoryName(api, category),
      groups: ctx.store.experienceGroups(category).map((g) => ({
        group: g.group,
        name: g.name,
        summary: g.summary,
        sights: ctx.store.sights({ category, group: g.group }).map(sightSummary),
      })),
    };
  });

  api.get('/api/experience/:category/:group', simple('category', 'group'), (ctx): ExperienceGroupResponse<ML> => {
    const category = experienceCategory(ctx);
    const g = ctx.store.experienceGroups(category).find((x) => x.group === ctx.params.group);
    if (!g) throw notFound(`unknown ${category} group "${ctx.params.group ?? ''}"`);
    return {
      category,
      group: g.group,
      name: g.name,
      summary: g.summary,
      sights: ctx.store.sights({ category, group: g.group }).map((s) => sightCard(ctx.store, s)),
    };
  });

  api.get('/api/experience/:category/:group/:entity', simple('category', 'group', 'entity'), (ctx): SightDetail<ML> => {
    const category = experienceCategory(ctx);
    const s = ctx.store.sight(ctx.params.entity ?? '');
    if (!s || s.category !== category || s.group !== ctx.params.group)
      throw notFound(`unknown ${category} sight "${ctx.params.entity ?? ''}" in group "${ctx.params.group ?? ''}"`);
    return sightDetail(ctx.store, s, ctx.today, ctx.locale);
  });

  api.get('/api/tour/:category', simple('category'), (ctx): TourOverview<ML> => {
    const tc = tourCategory(ctx);
    return {
      category: tc.category,
      name: tc.name,
      summary: tc.summary,
      groups: tc.groups.map((g) => {
        const { description: _d, banner: _b, ...rest } = tourGroupBody(ctx, tc, g);
        return rest;
      }),
    };
  });

  api.get('/api/tour/:category/:group', simple('category', 'group'), (ctx): TourGroupShape<ML> => {
    const tc = tourCategory(ctx);
    return tourGroupBody(ctx, tc, tourGroup(ctx, tc), stopCard);
  });

  api.get('/api/tour/:category/:group/:entity', simple('category', 'group', 'entity'), (ctx): SightDetail<ML> => {
    const tc = tourCategory(ctx);
    const g = tourGroup(ctx, tc);
    const id = ctx.params.entity ?? '';
    const index = g.stops.findIndex((st) => ('sight' in st ? st.sight : st.id) === id);
    const stop = g.stops[index];
    if (!stop) throw notFound(`route "${g.group}" has no stop "${id}"`);
    if ('sight' in stop) {
      const s = ctx.store.sight(stop.sight);
      if (!s) throw notFound(`unknown sight "${id}"`);
      return { ...sightDetail(ctx.store, s, ctx.today, ctx.locale), order: index + 1 };
    }
    return {
      id: stop.id,
      name: stop.name,
      title: stop.name,
      category: tc.category,
      group: g.group,
      coordinate: stop.coordinate,
      summary: stop.summary,
      infos: { description: stop.summary, ...(stop.address ? { address: stop.address } : {}) },
      groups: [],
      tours: [{ category: tc.category, group: g.group, name: g.name }],
      thumbnail: thumbnail(stop),
      banner: banner(stop),
      gallery: gallery(stop),
      videos: [],
      subsights: [],
      order: index + 1,
      pois: entityPois(ctx.store, stop.coordinate, stop.id, ctx.today),
    };
  });

  api.get('/api/sight/:id', simple('id'), (ctx): SightDetail<ML> => {
    const s = ctx.store.sight(ctx.params.id ?? '');
    if (!s) throw notFound(`unknown sight "${ctx.params.id ?? ''}"`);
    return sightDetail(ctx.store, s, ctx.today, ctx.locale);
  });

  api.get('/api/tag/:tagId', simple('tagId'), (ctx): TagResponse<ML> => {
    const tag = ctx.store.tag(ctx.params.tagId ?? '');
    if (!tag) throw notFound(`unknown tag "${ctx.params.tagId ?? ''}"`);
    return { id: tag.id, name: tag.name, summary: tag.summary, sights: ctx.store.sightsByTag(tag.id).map((s) => sightCard(ctx.store, s)) };
  });
}
