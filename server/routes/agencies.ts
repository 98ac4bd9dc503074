// Travel agencies: search by award and keyword with paging, and agency details with branches as subsights.
import { sourceFacts } from '../api/provenance';
import type { Api } from '../api/context';
import { notFound } from '../api/context';
import { awardsOf } from './dining';
import { keywordMatcher, multiSelect, optionsInUse, page } from '../api/listing';
import { artPath } from '../media/art-path';
import { PAGE, PAGESIZE, TEXT, query, simple } from '../api/schemas';
import type { Taxon, TravelAgency } from '../store/types';

const art = (id: string) => ({ thumbnail: artPath('office', undefined, id, 'card'), gallery: [artPath('office', undefined, id, 'banner')] });

function summary(a: TravelAgency, awards: Taxon[]) {
  return {
    id: a.id,
    name: a.name,
    licence: a.licence,
    address: a.address,
    coordinate: a.coordinate,
    ...(a.tel ? { tel: a.tel } : {}),
    ...(a.email ? { email: a.email } : {}),
    ...(a.website ? { website: a.website } : {}),
    awards: awardsOf(a.awards, awards),
    validity: [...new Set(a.awards.flatMap((x) => x.validity))].sort(),
    branchCount: a.branches.length,
    ...sourceFacts(a),
    branches: a.branches.map((b) => ({ id: b.id, name: b.name, address: b.address, coordinate: b.coordinate, ...(b.tel ? { tel: b.tel } : {}) })),
    ...art(a.id),
  };
}

export function registerAgencies(api: Api): void {
  api.get('/api/travelagency', { querystring: query({ award: TEXT, keyword: TEXT, page: PAGE, pagesize: PAGESIZE }) }, (ctx) => {
    const awards = ctx.store.document('travel-agency-awards') ?? [];
    const wanted = multiSelect(ctx.query.award, awards);
    const match = keywordMatcher(ctx.query.keyword);
    const all = ctx.store.travelAgencies();
    const list = all
      .filter((a) => (!wanted || a.awards.some((x) => wanted.has(x.award))) && match([a.name, a.address, a.licence, ...a.branches.map((b) => b.name)]))
      .map((a) => summary(a, awards));
    // `total` (the directory's size, whatever the search) lets the page tell "no agency matches" from "no agency listed".
    const held = all.flatMap((a) => a.awards.map((x) => x.award));
    return { ...page(list, Number(ctx.query.page ?? 1), Number(ctx.query.pagesize ?? 10)), total: all.length, awards: optionsInUse(awards, held) };
  });

  api.get('/api/travelagency/:id', simple('id'), (ctx) => {
    const a = ctx.store.travelAgency(ctx.params.id ?? '');
    if (!a) throw notFound(`unknown travel agency "${ctx.params.id ?? ''}"`);
    const awards = awardsOf(a.awards, ctx.store.document('travel-agency-awards') ?? []);
    return {
      ...summary(a, ctx.store.document('travel-agency-awards') ?? []),
      title: a.name,
      subsights: [
        { id: a.id, name: a.name, address: a.address, coordinate: a.coordinate, ...(a.tel ? { tel: a.tel } : {}), awards, ...art(a.id) },
        ...a.branches.map((b) => ({ ...b, awards, ...art(b.id) })),
      ],
    };
  });
}
