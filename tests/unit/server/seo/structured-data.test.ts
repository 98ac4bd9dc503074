// The schema.org JSON-LD of each page type, read back from the served HTML and checked by a small structural
// validator (types, the fields search engines require, no empty or invented values), plus the script's escaping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import { jsonLdScript } from '../../../../server/seo/structured-data';
import { breadcrumbFromHtml } from '../../../../server/seo/breadcrumb-ld';

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><meta name="description" content="x" />' +
  '<title>Macao Tourism</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

type Node = Record<string, unknown>;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'macao-ld-'));
  const dist = join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  const config = { ...readConfig({}, dir), distDir: dist, contentDir: resolve('tests/fixtures/content'), dbPath: join(dir, 'store.sqlite') };
  ({ app } = await buildApp({ config }));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every JSON-LD node of a served page (the @graph of each ld+json script). */
async function jsonLd(path: string): Promise<Node[]> {
  const res = await app.inject({ url: path, headers: { host: 'guide.example' } });
  expect(res.statusCode, path).toBe(200);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
  for (const b of blocks) expect(b['@context']).toBe('https://schema.org');
  return blocks.flatMap((b) => b['@graph'] as Node[]);
}

const ISO_DAY = /^\d{4}-\d{2}(-\d{2})?$/;
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);

/** What search engines require of each type we write (Google's structured-data docs), and no empty values anywhere. */
function problems(node: Node, path = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(node)) {
    if (v === null || v === undefined || v === '') out.push(`${path}${k} is empty`);
    if (typeof v === 'object' && v !== null)
      for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'object') out.push(...problems(x as Node, `${path}${k}.`));
  }
  const need = (...keys: string[]) => keys.forEach((k) => node[k] === undefined && out.push(`${path}${String(node['@type'])} lacks ${k}`));
  const geo = node.geo as Node | undefined;
  if (geo && (typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number' || geo['@type'] !== 'GeoCoordinates'))
    out.push(`${path}geo is not GeoCoordinates`);
  switch (node['@type']) {
    case 'TouristAttraction':
    case 'Restaurant':
    case 'Hotel':
      need('name', 'address', 'url');
      if (!isUrl(node.url)) out.push(`${path}url is not absolute`);
      break;
    case 'Event':
      need('name', 'startDate', 'location');
      if (!ISO_DAY.test(String(node.startDate))) out.push(`${path}startDate is not ISO 8601`);
      break;
    case 'Article':
      need('headline', 'url');
      break;
    case 'GovernmentOrganization':
      need('name', 'url');
      break;
    case 'BreadcrumbList': {
      const items = node.itemListElement as Node[];
      items.forEach((it, i) => {
        if (it.position !== i + 1) out.push(`${path}item ${i} has position ${String(it.position)}`);
        if (i < items.length - 1 && !isUrl(it.item)) out.push(`${path}item ${i} has no link`);
      });
      break;
    }
  }
  return out;
}

describe('JSON-LD on record pages', () => {
  it('describes a sight as a TouristAttraction with its address and position', async () => {
    const [node, ...rest] = await jsonLd('/en/sightseeing/world-heritage/ruins-of-st-pauls');
    expect(rest).toEqual([]);
    expect(problems(node!)).toEqual([]);
    expect(node).toMatchObject({
      '@type': 'TouristAttraction',
      name: "Ruins of St. Paul's",
      url: 'http://guide.example/en/sightseeing/world-heritage/ruins-of-st-pauls',
      address: { '@type': 'PostalAddress', addressCountry: 'MO' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(String(node!.image)).toMatch(/^http:\/\/guide\.example\/media\/art\/.+ruins-of-st-pauls\.png\?aspect=og&w=1200$/);
  });

  it('describes a restaurant and a hotel by their own types, leaving out what the record lacks', async () => {
    const [restaurant] = await jsonLd('/en/dining/restaurant/a-lorcha');
    expect(problems(restaurant!)).toEqual([]);
    expect(restaurant).toMatchObject({ '@type': 'Restaurant', name: 'A Lorcha', geo: { '@type': 'GeoCoordinates' } });
    const [hotel] = await jsonLd('/en/accommodation/grand-lisboa');
    expect(problems(hotel!)).toEqual([]);
    expect(hotel).toMatchObject({ '@type': 'Hotel', name: 'Grand Lisboa' });
    // The fixture hotel has no phone: none is made up.
    expect(hotel).not.toHaveProperty('telephone');
  });

  it('describes an event with its status, dates from its date ranges and its place with coordinates', async () => {
    const [event] = await jsonLd('/en/events/whatson/light-festival');
    expect(problems(event!)).toEqual([]);
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Macao Light Festival',
      startDate: '2026-11-20',
      endDate: '2026-11-24',
      eventStatus: 'https://schema.org/EventScheduled',
      inLanguage: 'en',
      location: {
        '@type': 'Place',
        name: 'Senado Square',
        address: { '@type': 'PostalAddress', addressCountry: 'MO' },
        geo: { latitude: 22.1935, longitude: 113.539 },
      },
    });
    expect(event).not.toHaveProperty('subEvent');
  });

  it('speaks the page’s language', async () => {
    const [sight] = await jsonLd('/zh-hant/sight/ruins-of-st-pauls');
    expect(sight).toMatchObject({ '@type': 'TouristAttraction', name: '大三巴牌坊', description: '十七世紀教堂的前壁。' });
  });

  it('describes articles as Articles with their update day, and the home page as the tourism office', async () => {
    const [article] = await jsonLd('/en/travelessential/before-you-travel/visas');
    expect(problems(article!)).toEqual([]);
    expect(article).toMatchObject({
      '@type': 'Article',
      inLanguage: 'en',
      publisher: { '@type': 'GovernmentOrganization', name: 'Macao Government Tourism Office' },
    });
    const [office] = await jsonLd('/pt');
    expect(problems(office!)).toEqual([]);
    expect(office).toMatchObject({ '@type': 'GovernmentOrganization', url: 'http://guide.example/pt', address: { '@type': 'PostalAddress' } });
  });

  it('gives a screen without a record and a missing page no JSON-LD', async () => {
    expect(await jsonLd('/en/weather')).toEqual([]);
    const missing = await app.inject({ url: '/en/sight/no-such-sight', headers: { host: 'guide.example' } });
    expect(missing.body).not.toContain('application/ld+json');
  });
});

describe('the JSON-LD script', () => {
  it('cannot be closed or commented out by a record’s text', () => {
    const html = jsonLdScript([{ '@type': 'Thing', name: '</script><script>alert(1)</script><!--' }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
    expect((JSON.parse(json) as { '@graph': Node[] })['@graph'][0]!.name).toBe('</script><script>alert(1)</script><!--');
  });

  it('is left out when there is nothing to say', () => {
    expect(jsonLdScript([])).toBe('');
  });
});

describe('the breadcrumb trail', () => {
  const trail =
    '<main><nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/en" data-status="active">Home</a></li>' +
    '<li><a href="/en/events">Events &amp; festivals</a></li><li><a class="x" href="/en/events/whatson">What&#x27;s on</a></li>' +
    '<li aria-current="page"><span>Macao Light Festival</span></li></ol></nav></main>';

  it('is read from the rendered trail, in its language, with absolute links but the last', () => {
    const list = breadcrumbFromHtml(trail, 'https://www.macaotourism.gov.mo');
    expect(list).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.macaotourism.gov.mo/en' },
        { '@type': 'ListItem', position: 2, name: 'Events & festivals', item: 'https://www.macaotourism.gov.mo/en/events' },
        { '@type': 'ListItem', position: 3, name: "What's on", item: 'https://www.macaotourism.gov.mo/en/events/whatson' },
        { '@type': 'ListItem', position: 4, name: 'Macao Light Festival' },
      ],
    });
    expect(problems(list as unknown as Node)).toEqual([]);
  });

  it('is absent from pages without a trail, or with only the home step', () => {
    expect(breadcrumbFromHtml('<main><h1>Home</h1></main>', 'https://x.example')).toBeUndefined();
    expect(breadcrumbFromHtml('<nav class="breadcrumb"><ol><li><a href="/en">Home</a></li></ol></nav>', 'https://x.example')).toBeUndefined();
  });

  it('never links off the site', () => {
    const list = breadcrumbFromHtml(
      '<nav class="breadcrumb"><ol><li><a href="//evil.example/x">A</a></li><li><span>B</span></li></ol></nav>',
      'https://x.example',
    );
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A' },
      { '@type': 'ListItem', position: 2, name: 'B' },
    ]);
  });
});
