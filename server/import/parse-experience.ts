// Validates the experience groups and sights, the tour categories and the tags.
import { provenance } from './provenance';
import type { ContentDir } from './files';
import { ContentError } from './errors';
import { Reader, compact } from './reader';
import { EXPERIENCE_CATEGORIES, TOUR_CATEGORIES } from './vocab';
import type { ExperienceGroup, Sight, Tag, TourCategory, TourStop } from '../store/types';

export function eachEntry<T>(dir: ContentDir, rel: string, parse: (r: Reader) => T): T[] {
  const out: T[] = [];
  let index = 0;
  for (const part of dir.readList(rel)) {
    for (const value of part.items) out.push(parse(Reader.entry(part.name, value, index++)));
  }
  return out;
}

/** Throws when two entries share an id. */
export function uniqueIds(file: string, items: { id: string }[], kind = 'id'): void {
  const seen = new Set<string>();
  for (const it of items) {
    if (seen.has(it.id)) throw new ContentError(`${file}: entry "${it.id}": field "${kind}": duplicate id`);
    seen.add(it.id);
  }
}

export function parseGroups(dir: ContentDir): ExperienceGroup[] {
  return eachEntry(dir, 'experience/groups.json', (r) => ({
    category: r.oneOf('category', EXPERIENCE_CATEGORIES),
    group: r.id('group'),
    name: r.ml('name'),
    summary: r.ml('summary'),
    order: r.num('order'),
  }));
}

export function parseSights(dir: ContentDir, category: string): Sight[] {
  const sights = eachEntry(dir, `experience/${category}.json`, (r) =>
    compact<Sight>({
      id: r.id(),
      category,
      group: r.id('group'),
      name: r.ml('name'),
      aliases: r.aliases(),
      summary: r.ml('summary'),
      description: r.html('description'),
      address: r.ml('address'),
      coordinate: r.coordOrList(),
      openingHour: r.optMl('openingHour'),
      tel: r.optStr('tel'),
      website: r.optUrl('website'),
      admission: r.optMl('admission'),
      ...r.art(),
      tags: r.idList('tags'),
      views: r.num('views', { min: 0 }),
      subsights: r.list('subsights', (s) => compact({ id: s.id(), name: s.ml('name'), coordinate: s.coord(), summary: s.optMl('summary') })),
      videos: r.strList('videos'),
      worldHeritage: r.bool('worldHeritage', false),
      venue: r.optMl('venue'),
      ...provenance(r),
    }),
  );
  uniqueIds(dir.display(`experience/${category}.json`), sights);
  return sights;
}

function parseStop(r: Reader): TourStop {
  if (r.has('sight')) return { sight: r.id('sight') };
  return compact({
    id: r.id(),
    name: r.ml('name'),
    aliases: r.aliases(),
    summary: r.ml('summary'),
    coordinate: r.coord(),
    address: r.optMl('address'),
    ...r.art(),
  });
}

export function parseTours(dir: ContentDir): TourCategory[] {
  const out: TourCategory[] = [];
  for (const category of TOUR_CATEGORIES) {
    const file = dir.read(`tours/${category}.json`);
    if (!file) continue;
    const r = new Reader(file.name, undefined, file.value);
    if (r.str('category') !== category) r.fail('category', `expected "${category}" (the file's name)`);
    const groups = r.list(
      'groups',
      (g) =>
        compact({
          group: g.id('group'),
          name: g.ml('name'),
          summary: g.ml('summary'),
          description: g.html('description'),
          duration: g.optMl('duration'),
          distance: g.optNum('distance', { min: 0 }),
          ...g.art(),
          stops: g.list('stops', parseStop, false),
        }),
      false,
    );
    uniqueIds(
      file.name,
      groups.map((g) => ({ id: g.group })),
      'group',
    );
    out.push({ category, name: r.ml('name'), summary: r.ml('summary'), groups });
  }
  return out;
}

export function parseTags(dir: ContentDir): Tag[] {
  const tags = eachEntry(dir, 'tags.json', (r) => ({ id: r.id(), name: r.ml('name'), summary: r.ml('summary') }));
  uniqueIds(dir.display('tags.json'), tags);
  return tags;
}
