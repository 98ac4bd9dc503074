// Unit tests for the site search: words, CJK and Thai substrings, accents, highlighting, paging, date sort and spelling.
import { describe, expect, it } from 'vitest';
import { DOCS, buildIndexes as buildSearchIndex, heritageWalks, search } from './fixtures';

const index = buildSearchIndex([...DOCS, ...heritageWalks()]);
const links = (q: string, locale: string, extra: { start?: number; sort?: '' | 'date' } = {}) =>
  search(index, { q, locale, ...extra }).items.map((i) => i.link);

describe('finding words', () => {
  it('finds an English word and ranks the title match first', () => {
    expect(links('senado', 'en')).toEqual(['/en/sights/senado-square', '/en/sights/ruins-of-st-pauls']);
  });
  it('needs every word of the query', () => {
    expect(links('senado pavement', 'en')).toEqual(['/en/sights/senado-square']);
  });
  it('is case-insensitive and matches plurals', () => {
    expect(links('EGG TART', 'en')).toEqual(['/en/dining/portuguese-egg-tarts']);
    expect(links('egg tarts', 'en')).toEqual(['/en/dining/portuguese-egg-tarts']);
    expect(links('churches', 'en')).toEqual(links('church', 'en'));
  });
  it("matches possessives and apostrophes ('paul' finds St. Paul's)", () => {
    expect(links('paul', 'en')).toEqual(['/en/sights/ruins-of-st-pauls']);
  });
  it('searches only the requested locale', () => {
    expect(links('coloane', 'en')).toEqual(['/en/dining/portuguese-egg-tarts']);
    expect(links('coloane', 'pt')).toEqual(['/pt/dining/pasteis-de-nata']);
    expect(links('coloane', 'de')).toEqual([]);
  });
  it('returns an empty result for an empty or unmatched query', () => {
    const empty = search(index, { q: '   ', locale: 'en' });
    expect(empty.items).toEqual([]);
    expect(empty.searchInformation.totalResults).toBe('0');
    expect(search(index, { q: 'zzzzqqq', locale: 'en' }).items).toEqual([]);
  });
});

describe('accents', () => {
  it("finds 'São' with or without the accent", () => {
    expect(links('sao paulo', 'pt')).toEqual(['/pt/sights/ruins-of-st-pauls']);
    expect(links('São Paulo', 'pt')).toEqual(['/pt/sights/ruins-of-st-pauls']);
    expect(links('ruinas', 'pt')).toEqual(['/pt/sights/ruins-of-st-pauls']);
    expect(links('pasteis', 'pt')).toEqual(['/pt/dining/pasteis-de-nata']);
    expect(links('facade', 'en')).toEqual(['/en/sights/ruins-of-st-pauls']);
  });
});

describe('languages written without spaces', () => {
  it('finds Chinese words and parts of words', () => {
    expect(links('大三巴牌坊', 'zh-hant')).toEqual(['/zh-hant/sights/ruins-of-st-pauls']);
    expect(links('三巴', 'zh-hant')).toEqual(['/zh-hant/sights/ruins-of-st-pauls']);
    expect(links('撻', 'zh-hant')).toEqual(['/zh-hant/dining/egg-tarts']);
    expect(links('議事亭前地', 'zh-hant')).toEqual(['/zh-hant/sights/senado-square', '/zh-hant/sights/ruins-of-st-pauls']);
  });
  it('needs the characters in order, not just the same bigrams', () => {
    expect(links('牌坊大三巴', 'zh-hant')).toEqual([]);
    expect(links('巴三', 'zh-hant')).toEqual([]);
    // Both bigrams of 澳門前 occur in 'a', but only 'b' has the three characters together.
    const split = buildSearchIndex([
      { id: 'a', locale: 'zh-hant', link: '/a', title: '甲', text: '我們在澳門。門前有樹。' },
      { id: 'b', locale: 'zh-hant', link: '/b', title: '乙', text: '澳門前地' },
    ]);
    expect(search(split, { q: '澳門前', locale: 'zh-hant' }).items.map((i) => i.link)).toEqual(['/b']);
  });
  it('finds Japanese words and parts of words', () => {
    expect(links('エッグタルト', 'ja')).toEqual(['/ja/dining/egg-tarts']);
    expect(links('タルト', 'ja')).toEqual(['/ja/dining/egg-tarts']);
    expect(links('マカオ', 'ja')).toEqual(['/ja/sights/ruins-of-st-pauls']);
  });
  it('finds Thai words', () => {
    expect(links('ทาร์ตไข่', 'th')).toEqual(['/th/dining/egg-tarts']);
    expect(links('มาเก๊า', 'th')).toEqual(['/th/sights/ruins-of-st-pauls']);
    expect(links('เซนต์พอล', 'th')).toEqual(['/th/sights/ruins-of-st-pauls']);
  });
  it('highlights CJK matches', () => {
    const [item] = search(index, { q: '三巴', locale: 'zh-hant' }).items;
    expect(item!.htmlTitle).toBe('大<b>三巴</b>牌坊');
    expect(item!.htmlSnippet).toContain('大<b>三巴</b>牌坊是聖保祿教堂');
  });
});

describe('result shape and highlighting', () => {
  it('has the SPEC §3 search result fields', () => {
    const result = search(index, { q: 'egg tart', locale: 'en' });
    expect(result.queries.request[0]).toEqual({ searchTerms: 'egg tart', startIndex: 1, count: 1, totalResults: '1' });
    expect(result.searchInformation.totalResults).toBe('1');
    expect(result.spelling).toBeUndefined();
    const [item] = result.items;
    expect(item).toMatchObject({
      link: '/en/dining/portuguese-egg-tarts',
      title: 'Portuguese Egg Tarts',
      htmlTitle: 'Portuguese <b>Egg</b> <b>Tarts</b>',
      htmlFormattedUrl: '/en/dining/portuguese-egg-tarts',
      date: '2025-11-02',
    });
    expect(item!.snippet).toBe('Flaky pastry and creamy custard: the egg tart is the snack every visitor to Coloane tries at least once.');
    expect(item!.htmlSnippet).toBe('Flaky pastry and creamy custard: the <b>egg</b> <b>tart</b> is the snack every visitor to Coloane tries at least once.');
  });
  it('passes the thumbnail through', () => {
    expect(search(index, { q: 'ruins', locale: 'en' }).items[0]!.thumbnail).toBe('/media/ruins.jpg');
  });
  it('escapes HTML in titles and snippets', () => {
    const [item] = search(index, { q: 'pavement', locale: 'en' }).items;
    expect(item!.htmlSnippet).toContain('<b>pavement</b> &amp; pastel buildings are a favourite &lt;photo&gt; spot.');
    expect(item!.snippet).toContain('pavement & pastel buildings are a favourite <photo> spot.');
  });
  it('picks the ~160-character window around the matches', () => {
    const [item] = search(index, { q: 'fishermen', locale: 'en' }).items;
    expect(item!.snippet.startsWith('...')).toBe(true);
    expect(item!.snippet.endsWith('...')).toBe(true);
    expect(item!.snippet.length).toBeLessThanOrEqual(166);
    expect(item!.htmlSnippet).toContain('<b>Fishermen</b> still come here');
    // The window starts and ends on word boundaries.
    const body = item!.snippet.slice(3, -3);
    const text = DOCS.find((d) => d.id === 'en-temple')!.text;
    const at = text.indexOf(body);
    expect(at).toBeGreaterThan(0);
    expect(text[at - 1]).toBe(' ');
    expect(text[at + body.length]).toBe(' ');
  });
});

describe('paging and sorting', () => {
  it('pages by 10 with a 1-based start', () => {
    const pages = [1, 11, 21].map((start) => search(index, { q: 'heritage walk', locale: 'en', start }));
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => p.queries.request[0].startIndex)).toEqual([1, 11, 21]);
    expect(pages.every((p) => p.searchInformation.totalResults === '25')).toBe(true);
    const all = pages.flatMap((p) => p.items.map((i) => i.link));
    expect(new Set(all).size).toBe(25);
    expect(search(index, { q: 'heritage walk', locale: 'en', start: 31 }).items).toEqual([]);
  });
  it('breaks relevance ties by date, newest first', () => {
    const twin = (id: string, date?: string) => ({ id, locale: 'en', link: `/en/${id}`, title: 'Lantern festival', text: 'Lanterns light the lanes.', date });
    const tied = buildSearchIndex([twin('old', '2024-09-17'), twin('undated'), twin('new', '2026-09-25'), twin('mid', '2025-10-06')]);
    expect(search(tied, { q: 'lantern', locale: 'en' }).items.map((i) => i.link)).toEqual(['/en/new', '/en/mid', '/en/old', '/en/undated']);
  });
  it("sorts by date, newest first, with sort 'date'", () => {
    const pages = [1, 11, 21].map((start) => search(index, { q: 'heritage', locale: 'en', start, sort: 'date' }));
    const dates = pages.flatMap((p) => p.items.map((i) => i.date ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-12-24');
  });
  it('honours num', () => {
    expect(search(index, { q: 'heritage', locale: 'en', num: 3 }).items).toHaveLength(3);
  });
});

describe('spelling', () => {
  it("suggests 'senado square' for 'sentado squre'", () => {
    const result = search(index, { q: 'sentado squre', locale: 'en' });
    expect(result.items).toEqual([]);
    expect(result.spelling).toEqual({
      correctedQuery: 'senado square',
      htmlCorrectedQuery: '<b><i>senado</i></b> <b><i>square</i></b>',
    });
  });
  it('keeps correctly spelt words as typed', () => {
    expect(search(index, { q: 'Senado squre', locale: 'en' }).spelling).toEqual({
      correctedQuery: 'Senado square',
      htmlCorrectedQuery: 'Senado <b><i>square</i></b>',
    });
  });
  it('corrects accents-insensitive Portuguese words', () => {
    expect(search(index, { q: 'pasteys', locale: 'pt' }).spelling?.correctedQuery).toBe('pasteis');
  });
  it('offers nothing when the query finds enough or nothing is close', () => {
    expect(search(index, { q: 'heritage', locale: 'en' }).spelling).toBeUndefined();
    expect(search(index, { q: 'xylophone', locale: 'en' }).spelling).toBeUndefined();
  });
});

describe('other enabled scripts', () => {
  const other = buildSearchIndex([
    { id: 'k', locale: 'ko', link: '/ko/ruins', title: '성 바울 성당 유적', text: '마카오에서 가장 유명한 관광지입니다. 에그타르트도 맛있어요.' },
    { id: 'a', locale: 'ar', link: '/ar/ruins', title: 'أطلال كنيسة القديس بولس', text: 'تعد أطلال كنيسة القديس بولس من أشهر المعالم السياحية في ماكاو' },
    { id: 'd', locale: 'de', link: '/de/rua', title: 'Straße der Glückseligkeit', text: 'Die Rua da Felicidade ist eine Straße in Macau.' },
  ]);
  it('finds Korean words inside words with particles', () => {
    const [item] = search(other, { q: '타르트', locale: 'ko' }).items;
    expect(item!.htmlSnippet).toContain('에그<b>타르트</b>도');
    expect(search(other, { q: '마카오', locale: 'ko' }).items).toHaveLength(1);
  });
  it('finds Arabic words', () => {
    expect(search(other, { q: 'كنيسة', locale: 'ar' }).items[0]!.htmlTitle).toBe('أطلال <b>كنيسة</b> القديس بولس');
  });
  it("folds German 'ß' and umlauts", () => {
    expect(search(other, { q: 'strasse', locale: 'de' }).items[0]!.htmlTitle).toBe('<b>Straße</b> der Glückseligkeit');
    expect(search(other, { q: 'gluckseligkeit', locale: 'de' }).items).toHaveLength(1);
  });
});
