// Unit tests for finding a place from any script: other names and aliases, name over mention, the serialised index.
import { describe, expect, it } from 'vitest';
import {
  buildLocaleIndex,
  loadLocaleIndex,
  searchLocale,
  serializeLocaleIndex,
  type SEARCH_INDEX_FORMAT,
  type SearchEntry,
  type SearchIndexPayload,
} from '#shared/search/index';

const RUINS_NAMES = ['Ruins of St. Paul’s', 'Ruínas de São Paulo', '大三巴牌坊', '大三巴', 'Tai Sam Ba'];
const SENADO_NAMES = ['Senado Square', 'Largo do Senado', '議事亭前地', '议事亭前地', '議事亭'];

/** The same four pages as an English, a Japanese or an Arabic index holds them. */
function entries(titles: [string, string, string, string], names = true): SearchEntry[] {
  const [ruins, senado, walk, bakery] = titles;
  const other = (list: string[], title: string) => (names ? list.filter((n) => n !== title) : []);
  return [
    {
      id: 'walk',
      type: 'tour',
      link: '/x/walk',
      title: walk,
      names: [],
      // Mentions both places again and again, in the page text only.
      text: 'From Senado Square (Largo do Senado, 議事亭前地) up to the Ruins of St. Paul’s (Ruínas de São Paulo, 大三巴牌坊). '.repeat(3),
    },
    {
      id: 'bakery',
      type: 'restaurant',
      link: '/x/bakery',
      title: bakery,
      names: other(['Koi Kei Bakery (Rua de São Paulo)', '鉅記餅家（大三巴街）'], bakery),
      text: 'Almond cookies near the ruins.',
    },
    {
      id: 'ruins',
      type: 'sight',
      link: '/x/ruins',
      title: ruins,
      names: other(RUINS_NAMES, ruins),
      text: 'A façade of 1640.',
      summary: 'A façade of 1640.',
      thumbnail: '/media/r.png',
    },
    { id: 'senado', type: 'sight', link: '/x/senado', title: senado, names: other(SENADO_NAMES, senado), text: 'The wave-patterned square.' },
  ];
}

const INDEXES = {
  en: buildLocaleIndex('en', entries(['Ruins of St. Paul’s', 'Senado Square', 'Heritage walk', 'Koi Kei Bakery (Rua de São Paulo)'])),
  ja: buildLocaleIndex('ja', entries(['聖ポール天主堂跡', 'セナド広場', '世界遺産散歩', '鉅記餅家（大三巴）'])),
  ar: buildLocaleIndex('ar', entries(['أطلال كنيسة القديس بولس', 'ساحة سينادو', 'جولة التراث', 'مخبز كوي كي'])),
};
const top = (locale: keyof typeof INDEXES, q: string) => searchLocale(INDEXES[locale], { q }).items.map((i) => i.link);

describe('a place is found by its names in every script, whatever the interface language', () => {
  for (const locale of ['en', 'ja', 'ar'] as const) {
    it(`ranks the named place first in ${locale}`, () => {
      for (const q of ['大三巴', 'Ruínas de São Paulo', 'Sao Paulo ruins', 'St Paul', 'tai sam ba', '大三巴牌坊'])
        expect(top(locale, q)[0], q).toBe('/x/ruins');
      for (const q of ['議事亭', '议事亭', 'Largo do Senado', 'largo do senado']) expect(top(locale, q)[0], q).toBe('/x/senado');
    });
  }
  it('finds nothing by another script when the other names are not indexed (the check can fail)', () => {
    const bare = buildLocaleIndex('en', entries(['Ruins of St. Paul’s', 'Senado Square', 'Heritage walk', 'Koi Kei Bakery'], false));
    expect(searchLocale(bare, { q: 'Tai Sam Ba' }).items).toEqual([]);
    expect(searchLocale(bare, { q: '議事亭' }).items.map((i) => i.link)).toEqual(['/x/walk']);
  });
  it('shows the name that matched in the snippet when the title did not', () => {
    const [item] = searchLocale(INDEXES.en, { q: '議事亭' }).items;
    expect(item!.htmlTitle).toBe('Senado Square');
    expect(item!.htmlSnippet).toBe('<b>議事亭</b>前地 · The wave-patterned square.');
    expect(searchLocale(INDEXES.en, { q: '议事亭' }).items[0]!.htmlSnippet).toBe('<b>議事亭</b>前地 · The wave-patterned square.');
  });
});

describe('the serialised index (GET /api/search-index, offline search)', () => {
  const payload = JSON.parse(JSON.stringify(serializeLocaleIndex(INDEXES.ja, 'v1'))) as SearchIndexPayload;
  const offline = loadLocaleIndex(payload);

  it('answers like the server from the stored fields', () => {
    for (const q of ['大三巴', 'Sao Paulo ruins', '議事亭', 'Largo do Senado']) {
      expect(
        searchLocale(offline, { q }).items.map((i) => i.link),
        q,
      ).toEqual(top('ja', q));
    }
    const [item] = searchLocale(offline, { q: 'Tai Sam Ba' }).items;
    expect(item).toMatchObject({ link: '/x/ruins', title: '聖ポール天主堂跡', thumbnail: '/media/r.png', snippet: 'A façade of 1640.', type: 'sight' });
  });
  it('refuses a payload of another format', () => {
    expect(() => loadLocaleIndex({ ...payload, format: 99 as typeof SEARCH_INDEX_FORMAT })).toThrow(/format 99/);
  });
});

describe('names in the guide’s other languages', () => {
  // The Indonesian name of the shopping streets holds the English word 'Square'; the squares are named in English.
  const index = buildLocaleIndex('pt', [
    {
      id: 'streets',
      type: 'sight',
      link: '/x/streets',
      title: 'Ruas Comerciais',
      names: ['Shopping Streets'],
      foreign: ['Jalan Belanja Senado Square'],
      text: 'Lojas.',
    },
    { id: 'lilau', type: 'sight', link: '/x/lilau', title: 'Largo do Lilau', names: ['Lilau Square'], foreign: ['ลานลิเลา'], text: 'Uma fonte.' },
    { id: 'barra', type: 'sight', link: '/x/barra', title: 'Largo da Barra', names: ['Barra Square'], foreign: ['バラ広場'], text: 'O templo.' },
    { id: 'camoes', type: 'sight', link: '/x/camoes', title: 'Praça de Camões', names: ['Camões Square'], foreign: ['카몽이스 광장'], text: 'Um jardim.' },
  ]);
  const links = (q: string) => searchLocale(index, { q }).items.map((i) => i.link);

  it('find a page that no other field names', () => {
    expect(links('ลานลิเลา')).toEqual(['/x/lilau']);
    expect(links('카몽이스 광장')).toEqual(['/x/camoes']);
    expect(links('Jalan Belanja')).toEqual(['/x/streets']);
  });
  it('add nothing to a page the visitor’s words already find: the squares named Square come first', () => {
    expect(links('square').slice(0, 3).sort()).toEqual(['/x/barra', '/x/camoes', '/x/lilau']);
    expect(links('square')).toHaveLength(4);
  });
  it('are not a whole-name match that jumps the queue', () => {
    const withWalk = buildLocaleIndex('en', [
      { id: 'walk', type: 'tour', link: '/x/walk', title: 'Barra walk', names: [], text: 'From the Barra square to the temple.' },
      { id: 'barra', type: 'sight', link: '/x/barra', title: 'Barra Square', names: ['Largo da Barra'], foreign: ['Barra'], text: 'A square.' },
      { id: 'hill', type: 'sight', link: '/x/hill', title: 'Barra Hill', names: [], foreign: ['Barra'], text: 'A hill.' },
    ]);
    // 'Barra' is the whole (foreign) name of two pages: neither is raised for it over the page titled 'Barra walk'.
    const found = searchLocale(withWalk, { q: 'Barra' }).items.map((i) => i.link);
    expect(found).toHaveLength(3);
    expect(found.indexOf('/x/walk')).toBeLessThan(found.indexOf('/x/hill'));
  });
});
