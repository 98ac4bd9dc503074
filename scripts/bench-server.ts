// `npm run bench:server` (also `BENCH_ONLY=server npm run bench`): the server under load, as ratios of one run on the
// compiled production server (a child process on a temporary store):
//   1. rendered page / static file throughput at 100 connections, warm (one page, cached) and cold (every request a
//      page never rendered: a distinct query parameter each time);
//   2. API p99 while 200 distinct PDFs and 200 distinct pages are requested at once (and the slowest of those 400);
//   3. the server's RSS after a crawl of 600 pages (every locale's sitemap), then after a flood of pages never rendered
//      (every request a distinct URL, at 100 connections, for 5 minutes), against its RSS once started and warm.
// Options: --duration=SECONDS per autocannon run (10), --connections=100, --crawl=600, --flood=SECONDS (300; 0: none).
import autocannon from 'autocannon';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENABLED_LOCALES } from '../shared/locales';
import { startChildServer, type ChildServer } from './harness/server-child';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const duration = Number(arg('duration') ?? 10);
const connections = Number(arg('connections') ?? 100);
const crawlSize = Number(arg('crawl') ?? 600);
const floodSeconds = Number(arg('flood') ?? 300);
const root = process.cwd();
const PAGE = '/en/sightseeing/world-heritage/a-ma-temple';
const API = '/api/experience/menu?lang=en';

function staticAsset(): string {
  const index = resolve(root, 'dist/index.html');
  if (!existsSync(index)) throw new Error('Build the app first: npm run build');
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(index, 'utf8'))?.[1];
  if (!src) throw new Error('dist/index.html names no entry script');
  return src;
}

async function run(server: ChildServer, opts: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return autocannon({ url: `http://127.0.0.1:${server.port}`, connections, duration, headers: { 'accept-encoding': 'br, gzip' }, ...opts });
}

/** Every page URL the sitemaps list, all locales. */
async function pageUrls(base: string): Promise<string[]> {
  const urls: string[] = [];
  for (const locale of ENABLED_LOCALES) {
    const xml = await (await fetch(`${base}/sitemaps/${locale}.xml`)).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push(new URL(m[1]!).pathname);
  }
  return [...new Set(urls)];
}

function pdfUrls(): string[] {
  const names = [
    ...(JSON.parse(readFileSync(resolve(root, 'content/events/whatson-pdf.json'), 'utf8')) as { file: string }[]).map((p) => p.file.replace(/\.pdf$/, '')),
    ...(JSON.parse(readFileSync(resolve(root, 'content/brochures.json'), 'utf8')) as { id: string }[]).map((b) => `brochure-${b.id}`),
  ];
  return names.flatMap((n) => ENABLED_LOCALES.map((l) => `/media/pdf/${n}.${l}.pdf`));
}

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

async function main(): Promise<void> {
  const asset = staticAsset();
  const out: string[] = [];
  const say = (line: string) => {
    out.push(line);
    console.log(`bench:server: ${line}`);
  };
  const server = await startChildServer({
    logLevel: 'warn',
    env: { CONTENT_DIR: resolve(root, 'content'), TILES_DIR: process.env.TILES_DIR ?? resolve(root, 'tiles/build'), PREPARE_MEDIA: '0' },
  });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    await fetch(`${base}${PAGE}`);
    const startRss = server.rssMb() ?? 0;
    say(`RSS once started and one page rendered: ${startRss.toFixed(0)} MB`);

    // 1. Throughput.
    const staticRun = await run(server, { requests: [{ path: asset }] });
    const warm = await run(server, { requests: [{ path: PAGE }] });
    let n = 0;
    // Cold renders queue behind each other: a run shorter than a queue's worth of renders would count none.
    const coldSeconds = Math.max(duration, 20);
    const cold = await run(server, {
      duration: coldSeconds,
      requests: [{ setupRequest: (req) => ({ ...req, path: `${PAGE}?bench=${n++}` }) }],
    });
    const rps = (r: autocannon.Result) => r.requests.average;
    const counts = (r: autocannon.Result) => `2xx ${r['2xx']}, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`;
    say(`static ${rps(staticRun).toFixed(0)} req/s (p99 ${staticRun.latency.p99} ms)`);
    say(`page warm ${rps(warm).toFixed(0)} req/s (p99 ${warm.latency.p99} ms, ${counts(warm)})`);
    say(`page cold ${rps(cold).toFixed(1)} req/s (p99 ${cold.latency.p99} ms, ${counts(cold)}; non-2xx: 503 when the render queue is full)`);
    // Only rendered pages count (a 503 is not a page).
    const pagesPerSecond = (r: autocannon.Result, seconds: number) => r['2xx'] / seconds;
    say(
      `rendered page / static file at ${connections} connections: warm ${(pagesPerSecond(warm, duration) / rps(staticRun)).toFixed(2)}, ` +
        `cold ${(pagesPerSecond(cold, coldSeconds) / rps(staticRun)).toFixed(4)}`,
    );

    // 2. API latency under a flood of expensive requests.
    const pages = await pageUrls(base);
    const flood = [...pdfUrls().slice(0, 200), ...pages.slice(0, 200).map((p) => `${p}?flood=1`)];
    const api = run(server, { connections: 4, duration: 20, requests: [{ path: API }] });
    const results = await Promise.all(flood.map((u) => timed(`${base}${u}`)));
    const apiRun = await api;
    const by = (s: number) => results.filter((r) => r.status === s).length;
    const slowest = Math.max(...results.map((r) => r.ms));
    say(
      `flood of ${flood.length} (200 PDFs, 200 pages): 200 → ${by(200)}, 503 → ${by(503)}, failed → ${by(0)}, slowest ${(slowest / 1000).toFixed(1)} s; ` +
        `API meanwhile p50 ${apiRun.latency.p50} ms, p99 ${apiRun.latency.p99} ms, max ${apiRun.latency.max} ms, errors ${apiRun.errors + apiRun.timeouts}`,
    );

    // 3. Memory after a crawl.
    const crawl = pages.slice(0, crawlSize);
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < crawl.length) await timed(`${base}${crawl[next++]!}`);
      }),
    );
    const afterRss = server.rssMb() ?? 0;
    say(`RSS after a crawl of ${crawl.length} pages: ${afterRss.toFixed(0)} MB = ${(afterRss / startRss).toFixed(2)}× its start`);

    // 4. Memory after a flood of renders: every request a page the cache has never seen, the crawl's pages in turn.
    if (floodSeconds > 0) {
      let f = 0;
      const floodRun = await run(server, {
        duration: floodSeconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: `${crawl[f % crawl.length] ?? PAGE}?flood=${f++}` }) }],
      });
      const floodRss = server.rssMb() ?? 0;
      say(
        `flood of ${floodSeconds} s at ${connections} connections (${counts(floodRun)}; non-2xx: 503 when the render queue is full): ` +
          `RSS ${floodRss.toFixed(0)} MB = ${(floodRss / startRss).toFixed(2)}× its start`,
      );
    }
  } finally {
    await server.stop();
  }
  console.log(`\nbench:server (${duration} s per autocannon run, server and load on the same machine)\n${out.join('\n')}`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
