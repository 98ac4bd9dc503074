// Accommodation: star-class introduction, filters, hotel search and hotel details.
import type { Api, Ctx } from '../api/context';
import { notFound } from '../api/context';
import { awardLevels, awardsOf } from './dining';
import { inUse, keywordMatcher, multiSelect, optionsInUse, page, taxon } from '../api/listing';
import { banner, gallery, thumbnail } from '../api/art-urls';
import Type from 'typebox';
import { TEXT, query, simple } from '../api/schemas';
import { entityPois } from '../api/sight-shapes';
import { artPath } from '../media/art-path';
import type { AccommodationMain, HotelDetail, HotelFilters, HotelSummary, Paged } from '#shared/api/places';
import type { AccommodationTaxonomy, Hotel, ML } from '../store/types';
import { hoursFacts, placeFacts } from '../api/provenance';

const PAGE_SIZE = 10;
const SEARCH_KEYS = ['district', 'star', 'keyword', 'page'] as const;

const taxonomy = (ctx: Ctx): AccommodationTaxonomy => ctx.store.document('accommodation-taxonomy') ?? { stars: [], districts: [], awards: [] };

function summary(h: Hotel, tax: AccommodationTaxonomy): HotelSummary<ML> {
  return {
    id: h.id,
    name: h.name,
    coordinate: h.coordinate,
    star: taxon(tax.stars, h.star),
    district: taxon(tax.districts, h.district),
    summary: h.summary,
    address: h.address,
    thumbnail: thumbnail(h),
    award: awardsOf(h.awards, tax.awards),
    ...(h.statusKind ? { statusKind: h.statusKind } : {}),
  };
}

export function registerAccommodation(api: Api): void {
  api.get(
    '/api/accommodation',
    { querystring: query({ district: TEXT, star: TEXT, keyword: TEXT, page: Type.Integer({ minimum: 1, maximum: 100000 }) }) },
    (ctx): AccommodationMain<ML> | Paged<HotelSummary<ML>> => {
      const tax = taxonomy(ctx);
      const hotels = ctx.store.hotels();
      if (!SEARCH_KEYS.some((k) => ctx.query[k] !== undefined)) {
        const introduction = ctx.store.document('accommodation-introduction');
        return {
          ...(introduction ? { introduction } : {}),
          awards: awardLevels(
            tax.awards,
            hotels.map((h) => h.awards),
          ),
          stars: inUse(
            tax.stars,
            hotels.map((h) => h.star),
          ).map((s) => ({
            name: s.name,
            value: s.value,
            order: s.order ?? 0,
            count: hotels.filter((h) => h.star === s.value).length,
            thumbnail: artPath('hotel', undefined, `star-${s.value}`, 'card'),
          })),
        };
      }
      const stars = multiSelect(ctx.query.star, tax.stars);
      const districts = multiSelect(ctx.query.district, tax.districts);
      const match = keywordMatcher(ctx.query.keyword);
      const order = new Map(tax.stars.map((s, i) => [s.value, i]));
      const results = hotels
        .filter((h) => (!stars || stars.has(h.star)) && (!districts || districts.has(h.district)) && match([h.name, h.summary, h.address]))
        .sort((a, b) => (order.get(a.star) ?? 99) - (order.get(b.star) ?? 99))
        .map((h) => ({ ...summary(h, tax), ...hoursFacts(ctx.store, h) }));
      return page(results, Number(ctx.query.page ?? 1), PAGE_SIZE);
    },
  );

  api.get('/api/accommodation_filter', simple(), (ctx): HotelFilters<ML> => {
    const tax = taxonomy(ctx);
    const hotels = ctx.store.hotels();
    return {
      stars: optionsInUse(
        tax.stars,
        hotels.map((h) => h.star),
      ),
      districts: optionsInUse(
        tax.districts,
        hotels.map((h) => h.district),
      ),
      awards: optionsInUse(
        tax.awards,
        hotels.flatMap((h) => h.awards.map((a) => a.award)),
      ),
    };
  });

  api.get('/api/accommodation/:id', simple('id'), (ctx): HotelDetail<ML> => {
    const h = ctx.store.hotel(ctx.params.id ?? '');
    if (!h) throw notFound(`unknown hotel "${ctx.params.id ?? ''}"`);
    return {
      ...summary(h, taxonomy(ctx)),
      title: h.name,
      description: h.description ?? h.summary,
      banner: banner(h),
      gallery: gallery(h),
      infos: {
        description: h.summary,
        address: h.address,
        ...(h.tel ? { tel: h.tel } : {}),
        ...(h.website ? { website: h.website } : {}),
        ...(h.rooms !== undefined ? { rooms: h.rooms } : {}),
        ...placeFacts(ctx.store, h),
      },
      pois: entityPois(ctx.store, h.coordinate, h.id, ctx.today),
    };
  });
}
