// The hostile requests of the fuzz run, built from the server's own route list: odd methods, traversal and prototype
// keys in every path parameter, huge and repeated parameters, odd bytes, hostile search strings, bad bodies, Range
// headers and media sizes. Systematic cases come first, round-robin by kind; seeded random mixes fill up to the count.
import type { RawRequest } from './raw-http';
import {
  BODIES,
  HEADERS,
  MEDIA_FILES,
  MEDIA_QUERIES,
  METHODS,
  ODD,
  PROTO,
  QUERY_NAMES,
  QUERY_VALUES,
  RANGES,
  RAW_BYTES,
  SEARCH,
  TRAVERSAL,
  sample,
} from './ingredients';

export interface Route {
  method: string;
  url: string;
}

export interface FuzzCase {
  kind: string;
  request: RawRequest;
}

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
