// The hostile requests of the fuzz run, built from the server's own route list: odd methods, traversal and prototype
// keys in every path parameter, huge and repeated parameters, odd bytes, hostile search strings, bad bodies, Range
// headers and media sizes. Systematic cases come first, round-robin by kind; seeded random mixes fill up to the count.
import type { RawRequest } from './raw-http';

export interface Route {
  method: string;
  url: string;
}

export interface FuzzCase {
  kind: string;
  request: RawRequest;
}

/** Values that make a route find something, so the other parameters are reached. */
const SAMPLES: Record<string, string> = {
  category: 'sightseeing',
  group: 'world-heritage',
  entity: 'a-ma-temple',
  id: 'a-ma-temple',
  feedId: 'visitmacao-facebook',
  tagId: 'world-heritage',
  slug: 'visas',
  locale: 'en',
  file: 'hotels.json',
  motif: 'temple',
  palette: 'auto',
  fontstack: 'Noto Sans Regular',
  range: '0-255.pbf',
  '*': 'clip.mp4',
};

function sample(url: string, name: string): string {
  if (name === 'file' && url.startsWith('/media/art')) return 'seed.png';
  if (name === 'file' && url.startsWith('/media/pdf')) return 'brochure-macao.pdf';
  return SAMPLES[name] ?? 'x';
}

const TRAVERSAL = [
  '..',
  '../..',
  '..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5c..%5cpackage.json',
  '....%2f%2f....%2f%2fetc%2fpasswd',
  '%252e%252e%252fpackage.json',
  '..%00.json',
  '%2fetc%2fpasswd',
  'C:%5cWindows%5cwin.ini',
  '..;%2fpackage.json',
  '.%2e%2f.%2e%2fdata%2fstore.sqlite',
  '..%c0%af..%c0%afetc%2fpasswd',
  '%2e%2e%2fserver%2findex.ts',
  'package.json',
  '.env',
  '.git%2fconfig',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fproc%2fself%2fenviron',
];

const PROTO = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

const ODD = [
  '%00',
  '%0d%0aX-Injected:%201',
  '%0aX-Injected:%201',
  '%E2%80%AE',
  '%ff',
  '%fe%ff',
  '%c0%ae',
  '%',
  '%%',
  '%u0000',
  '%E5%AF%BA%E5%BB%9F',
  '%F0%9F%98%80',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%22%27%60',
  '$%7B7*7%7D',
  "'%3B%20DROP%20TABLE%20sights%3B--",
  ';x=1',
  '%23frag',
  '%3Fq',
  'x'.repeat(301),
  'x'.repeat(5000),
  '.',
  '~',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '%7B%7D',
];

/** Raw bytes no client should send in a target: the server must answer 400 or close, never 5xx. */
const RAW_BYTES = [
  Buffer.from([0]),
  Buffer.from([0x7f]),
  Buffer.from([0xff]),
  Buffer.from('寺廟'),
  Buffer.from(' '),
  Buffer.from('\t'),
  Buffer.from('\r\nX-Injected: 1'),
];

const SEARCH = [
  '.*',
  '(a+)+$',
  '[',
  '\\',
  '%',
  '_',
  '*',
  '"unclosed',
  'AND OR NOT',
  "'; DROP TABLE sights;--",
  '<img src=x onerror=alert(1)>',
  '%00',
  '%E2%80%AE%E5%AF%BA',
  'Z̷̡̛a̴l̶g̵o̸'.repeat(10),
  '😀'.repeat(60),
  ' ',
  'a'.repeat(200),
  'a'.repeat(201),
  'a'.repeat(5000),
  'temple temple temple temple temple temple temple temple temple temple',
  '寺',
  'ـ',
  '\u200b\u200d\ufeff',
];

const QUERY_NAMES = [
  'lang',
  'q',
  'keyword',
  'page',
  'pagesize',
  'limit',
  'start',
  'sort',
  'coordinates',
  'range',
  'types',
  'm',
  'type',
  'district',
  'star',
  'award',
  'cuisine',
  'category',
  'detail',
  'p',
  'siteSearch',
  'w',
  'aspect',
  'policy',
];
const QUERY_VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e10',
  '99999999999999999999',
  'NaN',
  'true',
  '[]',
  'ar',
  'ru',
  'xx',
  '%00',
  '%ff',
  '%E5%AF%BA',
  'a,b,,c',
  ',,,',
  '|||',
  '113.5,22.1|',
  '0,0',
  '999,999',
  '1,2,3|4',
  'x'.repeat(2001),
];

const METHODS = [
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'SEARCH',
  'get',
  'GETT',
  'M-SEARCH',
  'LOCK',
  'PURGE',
  'QUERY',
  'POST',
  'HEAD',
];

const RANGES = [
  'bytes=0-0',
  'bytes=-1',
  'bytes=-0',
  'bytes=0-',
  'bytes=999999999999-',
  'bytes=5-1',
  'bytes=0-1,2-3',
  'bytes=abc',
  'bytes=--1',
  'items=0-1',
  'bytes=0-99999999999999999999',
  `bytes=${Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(',')}`,
  'bytes= 1 - 2 ',
  'bytes=1-2-3',
  '',
];

const BODIES: [string, string][] = [
  ['application/json', '{"q":'],
  ['application/json', '{"q":"{\\"__proto__\\":{\\"polluted\\":[\\"x\\"]}}"}'],
  ['application/json', '{"__proto__":{"polluted":1},"q":"{\\"common\\":[\\"a\\"]}"}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":1}},"q":"{}"}'],
  ['application/json', `{"q":"${'['.repeat(5000)}"}`],
  ['application/json', '['.repeat(20000)],
  ['application/json', JSON.stringify({ q: JSON.stringify({ common: Array.from({ length: 3000 }, (_, i) => `k${i}`) }) })],
  ['application/json', JSON.stringify({ q: 'x'.repeat(70_000) })],
  ['application/json', JSON.stringify({ q: JSON.stringify({ common: ['a'.repeat(201)] }) })],
  ['application/json', JSON.stringify({ q: '{"a":1}', lang: 'xx' })],
  ['application/json', JSON.stringify({ q: '"string"' })],
  ['application/json', JSON.stringify({ q: 12 })],
  ['application/json', 'null'],
  ['application/json', '"q"'],
  ['application/json', ''],
  ['application/json; charset=utf-16', '{"q":"{}"}'],
  ['text/plain', 'q={}'],
  ['application/x-www-form-urlencoded', 'q=%7B%7D'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="q"\r\n\r\n{}\r\n--x--'],
  ['application/xml', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
  ['', '{"q":"{}"}'],
];

const HEADERS: Record<string, string>[] = [
  { Cookie: `lang=${'x'.repeat(4000)}` },
  { Cookie: 'lang=ar; lang=__proto__; __proto__=x; constructor=1' },
  { Cookie: 'lang=%E0%A4%A' },
  { 'Accept-Language': '*;q=abc, zz-ZZZZ;q=2, ar;q=-1, __proto__, constructor;q=1' },
  { 'Accept-Language': 'x'.repeat(8000) },
  { 'Accept-Language': Array.from({ length: 300 }, (_, i) => `l${i};q=0.${i % 10}`).join(',') },
  { 'If-None-Match': '*' },
  { 'If-None-Match': `"${'x'.repeat(5000)}", W/"y", ,,, *` },
  { 'If-Range': 'garbage', Range: 'bytes=0-10' },
  { 'Accept-Encoding': 'br;q=abc, gzip;q=-5, identity;q=0, *;q=0' },
  { 'Accept-Encoding': 'gzip, gzip, gzip, deflate, br, zstd' },
  { 'X-Forwarded-For': 'not-an-ip, ::ffff:1.2.3.4, 999.1.1.1, , __proto__' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' },
  { 'Content-Type': 'application/json' },
  { 'Transfer-Encoding': 'chunked, identity' },
  { Expect: '100-continue' },
  { Range: 'bytes=0-1' },
];

const MEDIA_QUERIES = [
  'w=0',
  'w=-1',
  'w=15',
  'w=16',
  'w=2400',
  'w=2401',
  'w=1000000000',
  'w=16.5',
  'w=0x10',
  'w=%00',
  'w=',
  'w=800&w=801',
  'aspect=banner&aspect=card',
  'aspect=__proto__',
  'aspect=constructor',
  'policy=toString',
  'policy=bw&aspect=square&w=64',
  'policy=face16x9&w=96',
  'policy=facesquare&aspect=banner&w=48',
  'aspect=wide',
];
const MEDIA_FILES = [
  'seed.png',
  'seed.svg',
  'seed.gif',
  'seed.PNG',
  '.png',
  `${'s'.repeat(200)}.png`,
  `${'s'.repeat(201)}.svg`,
  'a%2fb.png',
  'a%5cb.png',
  '%00.png',
  '%E5%AF%BA.svg',
  'seed.png.svg',
  'seed',
];

/** Deterministic pseudo-random numbers (mulberry32), so a run can be repeated with its seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

/** The route's URL with each parameter filled; `hostile` (by parameter index) replaces one of them. */
function fill(url: string, hostile?: { index: number; value: string }): string {
  let i = -1;
  return url
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':') && seg !== '*') return seg;
      i += 1;
      const name = seg === '*' ? '*' : seg.slice(1);
      return hostile && hostile.index === i ? hostile.value : encodeURIComponent(sample(url, name));
    })
    .join('/');
}

const paramCount = (url: string): number => url.split('/').filter((s) => s.startsWith(':') || s === '*').length;
const withLang = (url: string): string => (url.startsWith('/api/') ? `${url}?lang=en` : url);

function get(target: string | Buffer, headers: Record<string, string> = {}): RawRequest {
  return { method: 'GET', target, headers };
}

/** Every systematic case, grouped by kind. */
export function systematicCases(routes: Route[]): Map<string, FuzzCase[]> {
  const kinds = new Map<string, FuzzCase[]>();
  const add = (kind: string, request: RawRequest) => {
    const list = kinds.get(kind) ?? [];
    list.push({ kind, request });
    kinds.set(kind, list);
  };
  const gets = routes.filter((r) => r.method === 'GET');
  const withParams = gets.filter((r) => paramCount(r.url) > 0);
  const apiGets = gets.filter((r) => r.url.startsWith('/api/'));

  for (const r of withParams) {
    for (let index = 0; index < paramCount(r.url); index += 1) {
      for (const value of TRAVERSAL) add('traversal', get(withLang(fill(r.url, { index, value }))));
      for (const value of PROTO) add('prototype key', get(withLang(fill(r.url, { index, value }))));
      for (const value of ODD) add('odd bytes', get(withLang(fill(r.url, { index, value }))));
      for (const raw of RAW_BYTES) {
        const [before, after] = fill(r.url, { index, value: '\u0001' }).split('\u0001');
        add('raw bytes', get(Buffer.concat([Buffer.from(before!, 'latin1'), raw, Buffer.from(after!, 'latin1')])));
      }
    }
  }
  for (const value of [...TRAVERSAL, ...ODD, ...PROTO]) {
    add('shell path', get(`/${value}`));
    add('shell path', get(`/en/${value}`));
    add('static path', get(`/assets/${value}`));
    add('static path', get(`/${value}.js`));
  }
  for (const r of gets) {
    const base = fill(r.url);
    for (const method of METHODS)
      add('odd method', { method, target: withLang(base), ...(method === 'POST' ? { body: '{}', headers: { 'Content-Type': 'application/json' } } : {}) });
    add('repeated parameters', get(`${base}?lang=en&lang=pt`));
    add('repeated parameters', get(`${base}?${Array.from({ length: 200 }, () => 'lang=en').join('&')}`));
    add('many parameters', get(`${base}?${Array.from({ length: 1000 }, (_, i) => `a${i}=${i}`).join('&')}`));
    add('huge parameter', get(`${base}?lang=${'x'.repeat(10_000)}`));
    add('huge parameter', get(`${base}?q=${'x'.repeat(20_000)}`));
    for (const q of [
      '__proto__[lang]=ar',
      '__proto__=x',
      'constructor[prototype][x]=1',
      'lang[]=en',
      'lang[0]=en',
      'toString=1',
      'lang=en&__proto__=1&constructor=1',
    ])
      add('prototype query', get(`${base}?${q}`));
    for (const h of HEADERS) add('odd headers', get(withLang(base), h));
  }
  for (const r of apiGets) {
    const base = fill(r.url);
    for (const name of QUERY_NAMES) for (const value of QUERY_VALUES) add('hostile query values', get(`${base}?lang=en&${name}=${value}`));
  }
  const searchRoutes = [
    '/api/gcse?q=',
    '/api/gcse?sort=date&start=9999&q=',
    '/api/enf/whatson?keyword=',
    '/api/dining/restaurant?keyword=',
    '/api/dining/qtsas_restaurant?keyword=',
    '/api/accommodation?keyword=',
    '/api/travelagency?keyword=',
    '/api/more?p=',
  ];
  for (const s of searchRoutes) for (const term of SEARCH) add('hostile search', get(`${s}${encodeURIComponent(term)}&lang=en`));
  for (const s of searchRoutes) for (const term of SEARCH.slice(0, 12)) add('hostile search', get(`${s}${term.replace(/[\s#]/g, '+')}&lang=ar`));
  for (const [type, body] of BODIES) {
    for (const target of ['/api/uit', '/api/uit?lang=xx', '/api/weather', '/en', '/media/art/temple/auto/x.svg']) {
      add('bad body', { method: 'POST', target, headers: type ? { 'Content-Type': type } : {}, body });
    }
  }
  add('bad body', {
    method: 'POST',
    target: '/api/uit',
    headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    body: 'zz\r\n{}\r\n0\r\n\r\n',
  });
  add('bad body', {
    method: 'POST',
    target: '/api/uit',
    headers: { 'Content-Type': 'application/json', 'Content-Length': '5', 'Transfer-Encoding': 'chunked' },
    body: '0\r\n\r\n',
  });
  add('bad body', { method: 'POST', target: '/api/uit', headers: { 'Content-Type': 'application/json', 'Content-Length': '2' }, body: '{}xxxxxxxx' });
  add('bad body', { method: 'POST', target: '/api/uit', headers: { 'Content-Type': 'application/json', 'Content-Length': '-1' }, body: '{}' });
  for (const target of ['/tiles/macao.pmtiles', '/tiles/style.json', '/favicon.svg', '/en', '/media/art/temple/auto/x.svg']) {
    for (const range of RANGES) add('range header', { method: 'GET', target, headers: { Range: range } });
    add('range header', { method: 'HEAD', target, headers: { Range: 'bytes=0-10' } });
  }
  for (const file of MEDIA_FILES) for (const q of MEDIA_QUERIES) add('media sizes', get(`/media/art/temple/azulejo/${file}?${q}`));
  return kinds;
}

/** Random mixes of the same ingredients, for runs longer than the systematic list. */
function randomCase(r: () => number, routes: Route[]): FuzzCase {
  const gets = routes.filter((x) => x.method === 'GET');
  const route = pick(r, gets);
  const n = paramCount(route.url);
  const value = pick(r, [...TRAVERSAL, ...PROTO, ...ODD]);
  const target = n > 0 ? fill(route.url, { index: Math.floor(r() * n), value }) : route.url;
  const query = Array.from(
    { length: 1 + Math.floor(r() * 4) },
    () => `${pick(r, [...QUERY_NAMES, ...PROTO])}=${pick(r, [...QUERY_VALUES, ...SEARCH.map(encodeURIComponent)])}`,
  ).join('&');
  const headers = r() < 0.3 ? pick(r, HEADERS) : {};
  const method = r() < 0.1 ? pick(r, METHODS) : 'GET';
  return { kind: 'random mix', request: { method, target: `${target}?${query}`, headers } };
}

/** `count` cases: the systematic ones taken round-robin by kind (so a short run covers every kind), then random mixes. */
export function buildCases(routes: Route[], count: number, seed: number): FuzzCase[] {
  const r = rng(seed);
  const lists = [...systematicCases(routes).values()].map((list) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(r() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  });
  const out: FuzzCase[] = [];
  for (let round = 0; out.length < count && lists.some((l) => l.length > round); round += 1) {
    for (const list of lists) if (list[round] && out.length < count) out.push(list[round]!);
  }
  while (out.length < count) out.push(randomCase(r, routes));
  return out;
}
