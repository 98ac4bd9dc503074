// The shipped guide content: 60+ real places from the seed (same ids, POI ids and coordinates, lat first),
// names in every enabled locale, information text in en/zh-hant/zh-hans/pt, settings labelled in every locale.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENABLED_LOCALES } from '#shared/locales';

const CONTENT = path.resolve(__dirname, '../../../content');
const read = (p: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, p), 'utf8'));
const FILES = ['hotels', 'restaurants', 'malls', 'sights', 'borders', 'expos'];

function seed(): Map<string, { coordinate: number[]; tel?: string }> {
  const out = new Map<string, { coordinate: number[]; tel?: string }>();
  const add = (list: { id: string; coordinate: number[] | number[][]; tel?: string }[], kind: string) => {
    for (const x of list)
      out.set(`${kind}:${x.id}`, {
        coordinate: (Array.isArray(x.coordinate[0]) ? x.coordinate[0] : x.coordinate) as number[],
        ...(x.tel ? { tel: x.tel } : {}),
      });
  };
  for (const f of fs.readdirSync(path.join(CONTENT, 'experience')).filter((f) => f !== 'groups.json')) add(read(`experience/${f}`), 'sight');
  for (const f of ['dining/restaurants.json', 'dining/restaurants.2.json']) add(read(f), 'restaurant');
  add(read('accommodation/hotels.json'), 'hotel');
  add(read('border-checkpoints.json'), 'border');
  return out;
}
const KIND: Record<string, string> = { hotels: 'hotel', restaurants: 'restaurant', malls: 'sight', sights: 'sight', borders: 'border', expos: 'sight' };

function mlStrings(v: unknown, out: Record<string, string>[] = []): Record<string, string>[] {
  if (Array.isArray(v)) v.forEach((x) => mlStrings(x, out));
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.en === 'string') out.push(o as Record<string, string>);
    else Object.values(o).forEach((x) => mlStrings(x, out));
  }
  return out;
}

describe('barrier-free guide content', () => {
  const places = seed();
  const items = FILES.flatMap((f) =>
    (read(`accessibility/${f}.json`) as Record<string, unknown>[]).map((x) => ({ file: f, ...x }) as Record<string, unknown> & { file: string }),
  );

  // 50+, not 60+: the hotels whose star class and address no public page confirms were removed (issue 26), and with
  // them their barrier-free entries.
  it('has 50+ places in six files, each a real seed entity at its seed coordinate (lat first)', () => {
    expect(items.length).toBeGreaterThanOrEqual(50);
    for (const f of FILES) expect(items.filter((x) => x.file === f).length).toBeGreaterThan(0);
    for (const x of items) {
      const src = places.get(`${KIND[x.file]}:${x.poiId as string}`);
      expect(src, `${x.file}/${x.id as string}`).toBeDefined();
      expect(x.id).toBe(x.poiId);
      expect(x.coordinate).toEqual([src!.coordinate[1], src!.coordinate[0]]);
      expect(Object.keys(x.name as object).sort()).toEqual([...ENABLED_LOCALES].sort());
    }
  });

  // A phone is given only where a public page confirms it (issue 26): the others' enquiry rows were removed, so a
  // place may have none; one that has a phone names its page in `sources` (fact `tel`).
  it('gives every information text in en, zh-hant, zh-hans and pt, and sourced phone numbers as +853 XXXX XXXX', () => {
    for (const x of items) {
      for (const ml of mlStrings(x.infos))
        expect(Object.keys(ml).sort(), JSON.stringify(ml)).toEqual(expect.arrayContaining(['en', 'pt', 'zh-hans', 'zh-hant']));
      const text = JSON.stringify(x.infos);
      const phones = text.match(/\+853[^"]{0,10}/g) ?? [];
      for (const p of phones) expect(p).toMatch(/^\+853 \d{4} \d{4}/);
      if (phones.length > 0) {
        const sources = (x.sources ?? []) as { facts: string[] }[];
        expect(sources.some((s) => s.facts.includes('tel')), `${x.file}/${x.id as string}`).toBe(true);
      }
    }
  });

  it('names settings tabs, categories, levels and the video label in every enabled locale', () => {
    const s = read('accessibility/settings.json');
    const named = [
      ...s.tabs.map((t: { name: unknown }) => t.name),
      ...s.categories.map((c: { name: unknown }) => c.name),
      ...Object.values(s.levels).map((l) => (l as { name: unknown }).name),
      s.video.label,
      s.title,
    ];
    for (const ml of named) expect(Object.keys(ml).sort()).toEqual([...ENABLED_LOCALES].sort());
    expect(s.categories.map((c: { id: string }) => c.id)).toEqual(FILES);
  });
});
