// Search test documents in en, zh-hant, ja, th and pt, heritage walks for paging and date sort, and helpers to index and search them.
import { buildLocaleIndex, searchLocale, type LocaleIndex, type SearchEntry, type SearchQuery, type SearchResult } from '#shared/search/index';

/** A page of one locale, as the tests write it (names and type optional). */
export type SearchDoc = Omit<SearchEntry, 'type' | 'names'> & { locale: string; type?: SearchEntry['type']; names?: string[] };

export type Indexes = Map<string, LocaleIndex>;

/** One index per locale of the documents. */
export function buildIndexes(docs: SearchDoc[]): Indexes {
  const byLocale = new Map<string, SearchEntry[]>();
  for (const { locale, type, names, ...rest } of docs) {
    const list = byLocale.get(locale) ?? [];
    list.push({ ...rest, type: type ?? 'sight', names: names ?? [] });
    byLocale.set(locale, list);
  }
  return new Map([...byLocale].map(([locale, list]) => [locale, buildLocaleIndex(locale, list)]));
}

const EMPTY = buildLocaleIndex('none', []);

export function search(indexes: Indexes, query: SearchQuery & { locale: string }): SearchResult {
  return searchLocale(indexes.get(query.locale) ?? EMPTY, query);
}

export const DOCS: SearchDoc[] = [
  {
    id: 'en-ruins',
    locale: 'en',
    link: '/en/sights/ruins-of-st-pauls',
    title: "Ruins of St. Paul's",
    text: "The Ruins of St. Paul's refer to the façade of the Church of Mater Dei built in 1602-1640. Walk down the steps towards Senado Square through the old streets.",
    thumbnail: '/media/ruins.jpg',
    date: '2026-03-01',
  },
  {
    id: 'en-senado',
    locale: 'en',
    link: '/en/sights/senado-square',
    title: 'Senado Square',
    text: 'Senado Square has been the urban centre of Macao for centuries. Its wave-patterned pavement & pastel buildings are a favourite <photo> spot.',
    date: '2026-05-10',
  },
  {
    id: 'en-tarts',
    locale: 'en',
    link: '/en/dining/portuguese-egg-tarts',
    title: 'Portuguese Egg Tarts',
    text: 'Flaky pastry and creamy custard: the egg tart is the snack every visitor to Coloane tries at least once.',
    date: '2025-11-02',
  },
  {
    id: 'en-temple',
    locale: 'en',
    link: '/en/sights/a-ma-temple',
    title: 'A-Ma Temple',
    text: `${'The temple existed before the city of Macao came into being. '.repeat(6)}Fishermen still come here to pray for a calm sea before heading out, and the square in front hosts lion dances at the Lunar New Year.`,
    date: '2024-01-15',
  },
  {
    id: 'zh-ruins',
    locale: 'zh-hant',
    link: '/zh-hant/sights/ruins-of-st-pauls',
    title: '大三巴牌坊',
    text: '大三巴牌坊是聖保祿教堂的前壁遺跡，是澳門最具代表性的名勝之一。遊客可沿石階步行至議事亭前地。',
  },
  {
    id: 'zh-senado',
    locale: 'zh-hant',
    link: '/zh-hant/sights/senado-square',
    title: '議事亭前地',
    text: '議事亭前地一直是澳門的城市中心，四周是色彩柔和的建築物，地面鋪着波浪紋的葡式碎石。',
  },
  {
    id: 'zh-tarts',
    locale: 'zh-hant',
    link: '/zh-hant/dining/egg-tarts',
    title: '葡撻',
    text: '酥脆的餅皮配上香滑的蛋漿，路環的葡撻是遊客必試的小食。',
  },
  {
    id: 'ja-tarts',
    locale: 'ja',
    link: '/ja/dining/egg-tarts',
    title: 'ポルトガル風エッグタルト',
    text: 'サクサクの生地ととろけるカスタードが魅力のエッグタルトは、コロアンを訪れたら必ず食べたい名物です。',
  },
  {
    id: 'ja-ruins',
    locale: 'ja',
    link: '/ja/sights/ruins-of-st-pauls',
    title: '聖ポール天主堂跡',
    text: '聖ポール天主堂跡はマカオを代表する観光名所で、教会の正面壁だけが残っています。',
  },
  {
    id: 'th-tarts',
    locale: 'th',
    link: '/th/dining/egg-tarts',
    title: 'ทาร์ตไข่โปรตุเกส',
    text: 'ทาร์ตไข่แป้งกรอบไส้คัสตาร์ดหอมหวาน เป็นของว่างที่นักท่องเที่ยวต้องลองเมื่อมาเยือนโคโลอาน',
  },
  {
    id: 'th-ruins',
    locale: 'th',
    link: '/th/sights/ruins-of-st-pauls',
    title: 'ซากโบสถ์เซนต์พอล',
    text: 'ซากโบสถ์เซนต์พอลเป็นสถานที่ท่องเที่ยวที่มีชื่อเสียงที่สุดแห่งหนึ่งของมาเก๊า',
  },
  {
    id: 'pt-ruins',
    locale: 'pt',
    link: '/pt/sights/ruins-of-st-pauls',
    title: 'Ruínas de São Paulo',
    text: 'As Ruínas de São Paulo são a fachada da antiga Igreja da Madre de Deus, construída entre 1602 e 1640.',
  },
  {
    id: 'pt-tarts',
    locale: 'pt',
    link: '/pt/dining/pasteis-de-nata',
    title: 'Pastéis de nata',
    text: 'Massa folhada estaladiça e creme de ovo: os pastéis de nata de Coloane são obrigatórios.',
  },
];

/** 25 English heritage walks with distinct dates, for paging and date sort. */
export function heritageWalks(): SearchDoc[] {
  return Array.from({ length: 25 }, (_, i) => ({
    id: `walk-${i}`,
    locale: 'en',
    link: `/en/walks/heritage-walk-${i + 1}`,
    title: `Heritage walk ${i + 1}`,
    text: `Route ${i + 1} of the heritage walks passes ${i % 2 ? 'churches and temples' : 'gardens and fortresses'} in the historic centre.`,
    date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));
}
