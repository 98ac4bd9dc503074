// Validates POI files, dining, accommodation, travel agencies and the office place lists.
import type { ContentDir } from './files';
import { Reader, compact } from './reader';
import { provenance } from './provenance';
import { eachEntry, uniqueIds } from './parse-experience';
import { MOTIFS } from './vocab';
import type {
  AccommodationIntroduction,
  AccommodationTaxonomy,
  AwardRef,
  DiningIntroduction,
  DiningTaxonomy,
  Hotel,
  Place,
  Poi,
  Restaurant,
  Taxon,
  TravelAgency,
} from '../store/types';
import { PORT_SERVICES, PORT_TRANSPORT } from '#shared/port-facilities';

export function parsePois(dir: ContentDir, type: string): Poi[] {
  const pois = eachEntry(dir, `pois/${type}.json`, (r) =>
    compact<Poi>({
      id: r.id(),
      type,
      name: r.ml('name'),
      coordinate: r.coord(),
      address: r.optMl('address'),
      openingHour: r.optMl('openingHour'),
      tel: r.optStr('tel'),
      photos: r.has('photos') ? r.strList('photos', true, (m) => MOTIFS.has(m), 'a motif') : undefined,
      tempClosed: r.has('tempClosed') ? r.bool('tempClosed', false) : undefined,
      tmpCloseStart: r.optDate('tmpCloseStart'),
      tmpCloseEnd: r.optDate('tmpCloseEnd'),
      ssid: r.optStr('ssid'),
      password: r.optStr('password'),
      info: r.optMl('info'),
      route: r.optMl('route'),
      link: r.optUrl('link'),
      line: r.optStr('line'),
      routes: r.has('routes') ? r.strList('routes') : undefined,
      ...provenance(r),
    }),
  );
  uniqueIds(dir.display(`pois/${type}.json`), pois);
  return pois;
}

function taxa(r: Reader, key: string, opts: { icon?: boolean; order?: boolean } = {}): Taxon[] {
  const list = r.list(
    key,
    (t) =>
      compact<Taxon>({
        value: t.id('value'),
        name: t.ml('name'),
        icon: opts.icon ? t.oneOf('icon', MOTIFS) : undefined,
        remark: t.optMl('remark'),
        order: opts.order ? t.num('order') : undefined,
      }),
    false,
  );
  uniqueIds(
    `${r.file}: list "${key}"`,
    list.map((t) => ({ id: t.value })),
    'value',
  );
  return list;
}

function awardRefs(r: Reader, known: Set<string>): AwardRef[] {
  return r.list('awards', (a) => {
    const award = a.id('award');
    if (!known.has(award)) a.fail('award', `unknown award "${award}"`);
    return compact({ award, remark: a.optMl('remark'), validity: a.numList('validity', false) });
  });
}

function known(r: Reader, key: string, values: Taxon[]): string {
  const v = r.id(key);
  if (!values.some((t) => t.value === v)) r.fail(key, `unknown ${key} "${v}"`);
  return v;
}

/** A single-object file, or undefined when it is absent. */
function objectFile<T>(dir: ContentDir, rel: string, parse: (r: Reader) => T): T | undefined {
  const file = dir.read(rel);
  return file ? parse(new Reader(file.name, undefined, file.value)) : undefined;
}

export function parseDiningIntroduction(dir: ContentDir): DiningIntroduction | undefined {
  return objectFile(dir, 'dining/introduction.json', (r) => ({
    story: r.obj_('story', (s) => compact({ badge: s.ml('badge'), title: s.ml('title'), content: s.html('content'), article: s.optStr('article') })),
    qtsas: r.obj_('qtsas', (q) => ({ title: q.ml('title'), content: q.html('content') })),
  }));
}

export function parseAccommodationIntroduction(dir: ContentDir): AccommodationIntroduction | undefined {
  return objectFile(dir, 'accommodation/introduction.json', (r) => ({ title: r.ml('title'), content: r.html('content') }));
}

export function parseDining(dir: ContentDir): { taxonomy: DiningTaxonomy; restaurants: Restaurant[] } {
  const file = dir.read('dining/taxonomy.json');
  const taxonomy: DiningTaxonomy = file
    ? (() => {
        const r = new Reader(file.name, undefined, file.value);
        return {
          categories: taxa(r, 'categories'),
          cuisines: taxa(r, 'cuisines'),
          districts: taxa(r, 'districts'),
          awards: taxa(r, 'awards', { icon: true }),
        };
      })()
    : { categories: [], cuisines: [], districts: [], awards: [] };
  const awardValues = new Set(taxonomy.awards.map((a) => a.value));
  const restaurants = eachEntry(dir, 'dining/restaurants.json', (r) =>
    compact<Restaurant>({
      id: r.id(),
      name: r.ml('name'),
      aliases: r.aliases(),
      category: known(r, 'category', taxonomy.categories),
      cuisine: known(r, 'cuisine', taxonomy.cuisines),
      district: known(r, 'district', taxonomy.districts),
      coordinate: r.coord(),
      address: r.ml('address'),
      tel: r.optStr('tel'),
      openingHour: r.optMl('openingHour'),
      price: r.optMl('price'),
      summary: r.ml('summary'),
      description: r.optHtml('description'),
      ...r.art(),
      recommend: r.bool('recommend', false),
      qtsas: r.optObj('qtsas', (q) => ({ awards: awardRefs(q, awardValues) })),
      ...provenance(r),
    }),
  );
  uniqueIds(dir.display('dining/restaurants.json'), restaurants);
  return { taxonomy, restaurants };
}

export function parseAccommodation(dir: ContentDir): { taxonomy: AccommodationTaxonomy; hotels: Hotel[] } {
  const file = dir.read('accommodation/taxonomy.json');
  const taxonomy: AccommodationTaxonomy = file
    ? (() => {
        const r = new Reader(file.name, undefined, file.value);
        return { stars: taxa(r, 'stars', { order: true }), districts: taxa(r, 'districts'), awards: taxa(r, 'awards', { icon: true }) };
      })()
    : { stars: [], districts: [], awards: [] };
  taxonomy.stars.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const awardValues = new Set(taxonomy.awards.map((a) => a.value));
  const hotels = eachEntry(dir, 'accommodation/hotels.json', (r) =>
    compact<Hotel>({
      id: r.id(),
      name: r.ml('name'),
      aliases: r.aliases(),
      star: known(r, 'star', taxonomy.stars),
      district: known(r, 'district', taxonomy.districts),
      coordinate: r.coord(),
      address: r.ml('address'),
      tel: r.optStr('tel'),
      website: r.optUrl('website'),
      rooms: r.optNum('rooms', { int: true, min: 0 }),
      summary: r.ml('summary'),
      description: r.optHtml('description'),
      ...r.art(),
      awards: awardRefs(r, awardValues),
      ...provenance(r),
    }),
  );
  uniqueIds(dir.display('accommodation/hotels.json'), hotels);
  return { taxonomy, hotels };
}

export function parseAgencies(dir: ContentDir): { awards: Taxon[]; agencies: TravelAgency[] } {
  const awards = eachEntry(dir, 'travel-agency-awards.json', (r) => ({
    value: r.id('value'),
    name: r.ml('name'),
    icon: r.oneOf('icon', MOTIFS),
  }));
  const awardValues = new Set(awards.map((a) => a.value));
  const agencies = eachEntry(dir, 'travel-agencies.json', (r) =>
    compact<TravelAgency>({
      id: r.id(),
      name: r.ml('name'),
      aliases: r.aliases(),
      licence: r.str('licence'),
      tel: r.optStr('tel'),
      email: r.optStr('email'),
      website: r.optUrl('website'),
      address: r.ml('address'),
      coordinate: r.coord(),
      awards: awardRefs(r, awardValues),
      branches: r.list('branches', (b) =>
        compact({ id: b.id(), name: b.ml('name'), address: b.ml('address'), coordinate: b.coord(), tel: b.optStr('tel'), ...provenance(b) }),
      ),
      ...provenance(r),
    }),
  );
  uniqueIds(dir.display('travel-agencies.json'), agencies);
  return { awards, agencies };
}

export function parsePlaces(dir: ContentDir, kind: string): Place[] {
  const places = eachEntry(dir, `${kind}.json`, (r) =>
    compact<Place>({
      id: r.id(),
      name: r.ml('name'),
      aliases: r.aliases(),
      summary: r.optMl('summary'),
      // A port's address is optional: the port is found by its name and position, and an unsourced address is left out.
      address: kind === 'border-checkpoints' ? r.optMl('address') : r.ml('address'),
      coordinate: kind === 'delegations' || kind === 'representatives' ? r.optWorldCoord() : r.optCoord(),
      openingHour: r.optMl('openingHour'),
      tel: r.optStr('tel'),
      email: r.optStr('email'),
      website: r.optUrl('website'),
      ...r.art(),
      region: r.optMl('region'),
      ...provenance(r),
      ...(kind === 'border-checkpoints'
        ? {
            transport: r.strList('transport', true, (t) => (PORT_TRANSPORT as readonly string[]).includes(t), `one of ${PORT_TRANSPORT.join(', ')}`),
            busRoutes: r.strList('busRoutes'),
            services: r.strList('services', true, (t) => (PORT_SERVICES as readonly string[]).includes(t), `one of ${PORT_SERVICES.join(', ')}`),
          }
        : {}),
    }),
  );
  uniqueIds(dir.display(`${kind}.json`), places);
  return places;
}
