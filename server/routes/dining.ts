// Dining: recommendations, restaurant and quality-award (QTSAS) restaurant filters, searches and details.
import { formatValidity } from '#shared/award-validity';
import type { Api, Ctx } from '../api/context';
import { notFound } from '../api/context';
import { inUse, keywordMatcher, multiSelect, optionsInUse, page, taxon } from '../api/listing';
import { banner, gallery, thumbnail } from '../api/art-urls';
import type { Static } from 'typebox';
import { PAGE, TEXT, query, simple } from '../api/schemas';
import { entityPois } from '../api/sight-shapes';
import { artPath } from '../media/art-path';
import type { Award, AwardLevel, DiningMain, Paged, QtsasSearch, RestaurantDetail, RestaurantFilters, RestaurantSummary } from '#shared/api/places';
import type { AwardRef, DiningTaxonomy, ML, Restaurant, Taxon } from '../store/types';
import { hoursFacts, placeFacts } from '../api/provenance';

const PAGE_SIZE = 10;

/** Each award of a scheme that someone holds, with its meaning and how many of `holders` hold it. */
export function awardLevels(known: Taxon[], holders: AwardRef[][]): AwardLevel<ML>[] {
  return inUse(
    known,
    holders.flatMap((refs) => refs.map((r) => r.award)),
  ).map((t) => ({
    name: t.name,
    value: t.value,
    ...(t.icon ? { icon: artPath(t.icon, undefined, t.value, 'square') } : {}),
    ...(t.remark ? { remark: t.remark } : {}),
    count: holders.filter((refs) => refs.some((r) => r.award === t.value)).length,
  }));
}

export function awardsOf(refs: AwardRef[], known: Taxon[]): Award<ML>[] {
  return refs.map((a) => {
    const t = known.find((x) => x.value === a.award);
    return {
      name: t?.name ?? { en: a.award },
      value: a.award,
      icon: artPath(t?.icon ?? 'info', undefined, a.award, 'square'),
      ...((a.remark ?? t?.remark) ? { remark: a.remark ?? t?.remark } : {}),
      validity: a.validity,
      validityText: formatValidity(a.validity),
    };
  });
}

function summary(r: Restaurant, tax: DiningTaxonomy): RestaurantSummary<ML> {
  return {
    id: r.id,
    name: r.name,
    coordinate: r.coordinate,
    category: taxon(tax.categories, r.category),
    cuisine: taxon(tax.cuisines, r.cuisine),
    district: taxon(tax.districts, r.district),
    summary: r.summary,
    address: r.address,
    thumbnail: thumbnail(r),
    awards: awardsOf(r.qtsas?.awards ?? [], tax.awards),
    qtsas: r.qtsas !== undefined,
    ...(r.statusKind ? { statusKind: r.statusKind } : {}),
  };
}

/** A restaurant as a list card: its summary with its hours, so the card can say open now. */
function card(ctx: Ctx, r: Restaurant, tax: DiningTaxonomy): RestaurantSummary<ML> {
  return { ...summary(r, tax), ...hoursFacts(ctx.store, r) };
}

function detail(ctx: Ctx, r: Restaurant, tax: DiningTaxonomy): RestaurantDetail<ML> {
  return {
    ...summary(r, tax),
    title: r.name,
    description: r.description ?? r.summary,
    banner: banner(r),
    gallery: gallery(r),
    infos: {
      description: r.summary,
      address: r.address,
      ...(r.tel ? { tel: r.tel } : {}),
      ...(r.openingHour ? { openingHour: r.openingHour } : {}),
      ...(r.price ? { price: r.price } : {}),
      ...placeFacts(ctx.store, r),
    },
    pois: entityPois(ctx.store, r.coordinate, r.id, ctx.today),
  };
}

const RESTAURANT_QUERY = query({ district: TEXT, category: TEXT, cuisine: TEXT, keyword: TEXT });

const taxonomy = (ctx: Ctx): DiningTaxonomy => ctx.store.document('dining-taxonomy') ?? { categories: [], cuisines: [], districts: [], awards: [] };

function filtered(ctx: Ctx<Static<typeof RESTAURANT_QUERY>>, qtsas: boolean | undefined): RestaurantSummary<ML>[] {
  const tax = taxonomy(ctx);
  const q = ctx.query;
  const cats = multiSelect(q.category, tax.categories);
  const cuisines = multiSelect(q.cuisine, tax.cuisines);
  const districts = multiSelect(q.district, tax.districts);
  const match = keywordMatcher(q.keyword);
  return ctx.store
    .restaurants(qtsas === undefined ? {} : { qtsas })
    .filter(
      (r) =>
        (!cats || cats.has(r.category)) &&
        (!cuisines || cuisines.has(r.cuisine)) &&
        (!districts || districts.has(r.district)) &&
        match([r.name, r.summary, r.address]),
    )
    .map((r) => card(ctx, r, tax));
}

export function registerDining(api: Api): void {
  api.get('/api/dining', simple(), (ctx): DiningMain<ML> => {
    const tax = taxonomy(ctx);
    const introduction = ctx.store.document('dining-introduction');
    const holders = ctx.store.restaurants({ qtsas: true });
    return {
      recommend: ctx.store.restaurants({ recommend: true }).map((r) => card(ctx, r, tax)),
      ...(introduction ? { introduction } : {}),
      awards: awardLevels(
        tax.awards,
        holders.map((r) => r.qtsas?.awards ?? []),
      ),
      qtsasCount: holders.length,
      articles: ctx.store
        .articles()
        .filter((a) => a.category === 'dining')
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
        .map((a) => ({
          category: a.category,
          slug: a.slug,
          title: a.title,
          summary: a.summary,
          thumbnail: thumbnail({ id: a.slug, motif: a.motif, ...(a.palette ? { palette: a.palette } : {}) }),
          updatedAt: a.updatedAt,
        })),
    };
  });

  api.get('/api/dining/qtsas_restaurant_filter', simple(), (ctx): RestaurantFilters<ML> => {
    const tax = taxonomy(ctx);
    const list = ctx.store.restaurants({ qtsas: true });
    return {
      categories: optionsInUse(
        tax.categories,
        list.map((r) => r.category),
      ),
      districts: optionsInUse(
        tax.districts,
        list.map((r) => r.district),
      ),
      cuisines: optionsInUse(
        tax.cuisines,
        list.map((r) => r.cuisine),
      ),
      awards: optionsInUse(
        tax.awards,
        list.flatMap((r) => (r.qtsas?.awards ?? []).map((a) => a.award)),
      ),
    };
  });

  api.get('/api/dining/restaurant_filter', simple(), (ctx): RestaurantFilters<ML> => {
    const tax = taxonomy(ctx);
    const list = ctx.store.restaurants({});
    return {
      categories: optionsInUse(
        tax.categories,
        list.map((r) => r.category),
      ),
      cuisines: optionsInUse(
        tax.cuisines,
        list.map((r) => r.cuisine),
      ),
      districts: optionsInUse(
        tax.districts,
        list.map((r) => r.district),
      ),
    };
  });

  api.get('/api/dining/qtsas_restaurant', { querystring: RESTAURANT_QUERY }, (ctx): QtsasSearch<ML> => {
    const results = filtered(ctx, true);
    return { resultCount: results.length, results, total: ctx.store.restaurants({ qtsas: true }).length };
  });

  api.get(
    '/api/dining/restaurant',
    { querystring: query({ cuisine: TEXT, category: TEXT, district: TEXT, keyword: TEXT, page: PAGE }) },
    (ctx): Paged<RestaurantSummary<ML>> => page(filtered(ctx, undefined), Number(ctx.query.page ?? 1), PAGE_SIZE),
  );

  api.get('/api/dining/qtsas_restaurant/:id', simple('id'), (ctx) => {
    const r = ctx.store.restaurant(ctx.params.id ?? '');
    if (!r?.qtsas) throw notFound(`unknown quality-award restaurant "${ctx.params.id ?? ''}"`);
    return detail(ctx, r, taxonomy(ctx));
  });

  api.get('/api/dining/restaurant/:id', simple('id'), (ctx) => {
    const r = ctx.store.restaurant(ctx.params.id ?? '');
    if (!r) throw notFound(`unknown restaurant "${ctx.params.id ?? ''}"`);
    return detail(ctx, r, taxonomy(ctx));
  });
}
