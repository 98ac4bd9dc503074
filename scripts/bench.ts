// `npm run bench`: performance measurements printed as a table.
//  - API throughput and p99 latency under load (autocannon) for cached GETs and search, next to the same
//    server serving a static JSON file of the same size (ratio target ≥ 0.8; search p99 target < 20 ms);
//  - the search index alone: p99 of one query over 5,000 documents, in process (target 20 ms);
//  - generated PDF render times per language (first, again, cached);
//  - basemap archive size and tile count;
//  - JavaScript bytes (gzip, as transferred) loaded by home versus a map page, in headless Chromium;
//  - site search: index build time, serialised index size per locale, search latency p50/p99 (scripts/bench-search.ts).
//  - offline: the first visit's background save and the whole pack per locale (bytes), and the time to save the
//    en pack on the loopback in Chromium. `BENCH_ONLY=offline` runs this part alone.
//  - push: one warning to 100,000 real and 10,000 junk subscriptions through a loopback mock push service (scripts/bench-push.ts);
//    `BENCH_ONLY=push` runs this part alone (it needs no build);
//  - push-cluster: the same warning through the durable queue on PostgreSQL, one compiled instance then two
//    (scripts/bench-push-cluster.ts); `BENCH_ONLY=push-cluster` runs it alone.
//  - walking directions (issue 33): route p99 in Chromium at 4× CPU slowdown, graph size, pairs routed, A* ÷ Dijkstra.
//    `BENCH_ONLY=walk` runs this part alone (scripts/bench-walk.ts; it needs no build).
//  - the server under load: rendered page / static file throughput, API p99 under a flood of PDFs and pages, RSS after
//    a crawl (scripts/bench-server.ts). `BENCH_ONLY=server` runs this part alone.
//  - ready: first paint → the worker controls the page and the first visit's part is saved, Slow 4G and 4× CPU
//    (scripts/bench-ready.ts); `BENCH_ONLY=ready` runs it alone (not in the full run: it takes minutes).
import autocannon from 'autocannon';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printSearchBench } from './bench-search';
import { printTable } from './bench-table';
import { printPush, pushBenchRows } from './bench-push';
import { walkBenchRows } from './bench-walk';
import { OFFLINE_SAVE_HEAD, offlineSaveRows, writeOneFile } from './bench-offline-save';
import { printPushCluster, pushClusterRows } from './bench-push-cluster';
import { readyRows } from './bench-ready';
import { ensureServerBuild, SERVER_ENTRY } from './build-server';
import { spawnCompiledServer } from './compiled-server';
import { packRecorded, untilInPage } from './bench-page-wait';

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const rows: string[][] = [];

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start at ${url}`);
}

async function load(path: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url: `${BASE}${path}`, connections: 32, duration: DURATION, headers: { 'accept-encoding': 'gzip' } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const SEARCH_WORDS = [
  'temple',
  'church',
  'egg',
  'tart',
  'museum',
  'garden',
  'fortress',
  'taipa',
  'coloane',
  'festival',
  'hotel',
  'macanese',
  'beach',
  'lighthouse',
  'market',
  'square',
  'tea',
  'noodle',
  'heritage',
  'night',
];
const SEARCH_LOCALES = ['en', 'pt', 'zh-hant', 'ja', 'th'];

/** Every request a different query (word pairs × locales × pages), so the response cache does not answer. */
async function loadDistinctSearches(): Promise<{ rps: number; p99: number; errors: number }> {
  let n = 0;
  const result = await autocannon({
    url: BASE,
    connections: 1,
    duration: DURATION,
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const a = SEARCH_WORDS[n % SEARCH_WORDS.length]!;
          const b = SEARCH_WORDS[Math.floor(n / SEARCH_WORDS.length) % SEARCH_WORDS.length]!;
          const lang = SEARCH_LOCALES[Math.floor(n / 400) % SEARCH_LOCALES.length]!;
          const start = 1 + 10 * (Math.floor(n / 2000) % 5);
          return { ...req, path: `/api/gcse?q=${encodeURIComponent(`${a} ${b}`)}&lang=${lang}&start=${start}` };
        },
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors };
}

/**
 * The compiled server, as production runs it (scripts/compiled-server.ts). Not `tsx server/index.ts`: tsx's esbuild
 * wraps functions in `__name(...)`, and the page's inline starter script (a stringified function) then throws in the
 * browser, so no script of the page ever runs (why `BENCH_ONLY=ready` never finished).
 */
function startServer(distDir: string): ChildProcess {
  return spawnCompiledServer(SERVER_ENTRY, {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DIST_DIR: distDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

async function main() {
  if (process.env.BENCH_ONLY === 'server') {
    // The server under load (page/static throughput, API latency under a flood, RSS after a crawl): its own script.
    const r = spawnSync('npx', ['tsx', 'scripts/bench-server.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
    process.exit(r.status ?? 1);
  }
  if (process.env.BENCH_ONLY === 'push') {
    printPush(await pushBenchRows());
    return;
  }
  if (process.env.BENCH_ONLY === 'walk') {
    // Needs no app build: the graph (built when missing) and Chromium.
    printTable(['walking directions', 'value'], await walkBenchRows());
    return;
  }
  if (process.env.BENCH_ONLY === 'push-cluster') {
    printPushCluster(await pushClusterRows());
    return;
  }
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  await ensureServerBuild();
  if (process.env.BENCH_ONLY === 'offline') {
    printOffline(await offlineRows());
    return;
  }
  if (process.env.BENCH_ONLY === 'ready') {
    printTable(['first visit, Slow 4G, 4× CPU', 'value'], await readyRows(() => startServer('dist'), BASE, waitFor));
    return;
  }
  printSearchBench(printTable);
  const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  cpSync('dist', dist, { recursive: true });
  // Fetch the API bodies once from a first server, then serve identical bytes as static files.
  const endpoints: [string, string][] = [
    ['POIs (all, en)', '/api/pois?lang=en'],
    ['Experience overview', '/api/experience/sightseeing?lang=en'],
    ['Nearby POIs', '/api/pois?lang=en&coordinates=113.540895,22.197444&range=500'],
    ['Site search', '/api/gcse?q=temple&lang=en'],
  ];
  let server = startServer(dist);
  try {
    await waitFor(`${BASE}/api/weather?lang=en`);
    for (const [, path] of endpoints) {
      const body = await (await fetch(`${BASE}${path}`)).text();
      writeFileSync(join(dist, `bench-${endpoints.findIndex((e) => e[1] === path)}.json`), body);
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
  await new Promise((r) => setTimeout(r, 1000));
  server = startServer(dist);
  try {
    await waitFor(`${BASE}/api/weather?lang=en`);
    for (const [i, [name, path]] of endpoints.entries()) {
      await load(path); // warm the response cache and the search index
      const api = await load(path);
      const stat = await load(`/bench-${i}.json`);
      const size = statSync(join(dist, `bench-${i}.json`)).size;
      rows.push([
        name,
        `${(size / 1024).toFixed(1)} KiB`,
        api.rps.toFixed(0),
        `${api.p99} ms`,
        stat.rps.toFixed(0),
        `${stat.p99} ms`,
        (api.rps / stat.rps).toFixed(2),
        String(api.errors),
      ]);
    }
    const search = await loadDistinctSearches();
    rows.push(['Site search, distinct queries (1 connection)', '–', search.rps.toFixed(0), `${search.p99} ms`, '–', '–', '–', String(search.errors)]);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    rmSync(dist, { recursive: true, force: true });
  }

  console.log(`\nAPI under load (${DURATION} s, 32 connections, gzip) vs the same bytes as a static file`);
  printTable(['endpoint', 'body', 'API req/s', 'API p99', 'static req/s', 'static p99', 'ratio', 'errors'], rows);

  console.log('\nSearch index, in process');
  printTable(['corpus', 'queries', 'p99'], [await searchIndexRow()]);
  const { pdfRows } = await import('./bench-pdf');
  console.log('\nGenerated PDFs (first render in this process, same document again, cache hit)');
  printTable(['PDF', 'locale', 'pages', 'size', 'first', 'again', 'cached'], await pdfRows());

  const archive = 'tiles/build/macao.pmtiles';
  if (existsSync(archive)) {
    const { PMTiles, FileSource } = await import('./bench-pmtiles');
    const info = await PMTiles.headerOf(archive, FileSource);
    console.log('\nBasemap');
    printTable(
      ['archive', 'size', 'tiles', 'zooms'],
      [[archive, `${(statSync(archive).size / 1024 / 1024).toFixed(2)} MiB`, String(info.tiles), `${info.minZoom}–${info.maxZoom}`]],
    );
  }

  const js = jsBytes();
  console.log('\nJavaScript in the build (gzip)');
  printTable(['part', 'gzip'], js);

  console.log('\nIn headless Chromium (production build, service worker on)');
  printTable(['page', 'JS transferred (compressed)', 'map first idle, cold', 'map first idle, warm'], await browserRows());

  printOffline(await offlineRows());
}

let saveRows: string[][] = [];

function printOffline(rows: string[][]): void {
  console.log('\nOffline: first-visit background save (budget 5 MB) and "Save Macao for offline" per locale (bytes as stored)');
  printTable(['locale', 'first visit, background', 'whole pack', 'entries', 'save on loopback (Chromium)'], rows);
  console.log('\n"Save Macao for offline" (en, empty browser) against the same bytes as one file (issue 30)');
  printTable(OFFLINE_SAVE_HEAD, saveRows);
}

/** Sizes from each locale's manifest; the first visit's save and the whole save timed in Chromium for en. */
async function offlineRows(): Promise<string[][]> {
  const { launchBrowser } = await import('./browser');
  const { ENABLED_LOCALES } = await import('../shared/locales');
  const removeOneFile = writeOneFile('dist');
  const server = startServer('dist');
  const out: string[][] = [];
  const mb = (n: number) => `${(n / 1_000_000).toFixed(2)} MB`;
  try {
    await waitFor(`${BASE}/api/weather?lang=en`);
    let saveTime = '–';
    let coreTime = '–';
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
      const start = Date.now();
      await page.goto(`${BASE}/en`);
      await untilInPage(page, packRecorded, 'en', 300_000, "the first visit's save");
      coreTime = `${((Date.now() - start) / 1000).toFixed(1)} s after opening home`;
      await page.goto(`${BASE}/en/offline`);
      await page.getByText(/^Size: /).waitFor({ timeout: 120_000 });
      const saveStart = Date.now();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(/^Saved on /).waitFor({ timeout: 300_000 });
      saveTime = `${((Date.now() - saveStart) / 1000).toFixed(1)} s (after the first visit)`;
      saveRows = await offlineSaveRows(browser, BASE);
    } finally {
      await browser.close();
    }
    for (const locale of ENABLED_LOCALES) {
      const manifest = (await (await fetch(`${BASE}/api/offline/manifest?lang=${locale}`)).json()) as { entries: { bytes: number; core?: boolean }[] };
      const core = manifest.entries.filter((e) => e.core).reduce((n, e) => n + e.bytes, 0);
      const all = manifest.entries.reduce((n, e) => n + e.bytes, 0);
      out.push([locale, locale === 'en' ? `${mb(core)} (${coreTime})` : mb(core), mb(all), String(manifest.entries.length), locale === 'en' ? saveTime : '–']);
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    removeOneFile();
  }
  return out;
}

/** One query at a time over a 5,000-document synthetic corpus (the speed goal once checked by a unit test). */
async function searchIndexRow(): Promise<string[]> {
  const { buildLocaleIndex, searchLocale } = await import('#shared/search/index');
  const { syntheticCorpus } = await import('./bench-search-corpus');
  const big = buildLocaleIndex('en', syntheticCorpus(5000));
  const queries = ['heritage', 'egg tart', 'dragon boat race', 'macao', 'lighthouse hill park', 'coffe', 'tea', 'bridge'];
  const times: number[] = [];
  for (let i = 0; i < 400; i += 1) {
    const t = performance.now();
    searchLocale(big, { q: queries[i % queries.length]!, start: 1 + (i % 3) * 10 });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return ['5,000 documents', String(times.length), `${times[Math.floor(times.length * 0.99)]!.toFixed(1)} ms (target < 20 ms)`];
}

/** JavaScript bytes a page transfers (compressed, as on the wire) and the time to the map's first idle. */
async function browserRows(): Promise<string[][]> {
  const { launchBrowser } = await import('./browser');
  const dist = 'dist';
  const server = startServer(dist);
  const out: string[][] = [];
  try {
    await waitFor(`${BASE}/api/weather?lang=en`);
    const browser = await launchBrowser();
    const pages: [string, string, boolean][] = [
      ['home', '/en', false],
      ['map page (world heritage list)', '/en/sightseeing/world-heritage', true],
      ['map page (sight detail)', '/en/sightseeing/world-heritage/ruins-of-st-pauls', true],
    ];
    for (const [name, path, isMap] of pages) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Set<string>();
      let jsBytes = 0;
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script') scripts.add(e.requestId);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
      });
      const idle = async () => {
        const start = Date.now();
        await page.goto(`${BASE}${path}`);
        if (!isMap) return NaN;
        await page.locator('.map-view__canvas[data-state="idle"]').first().waitFor({ timeout: 60_000 });
        return Date.now() - start;
      };
      const cold = await idle();
      await page.waitForLoadState('networkidle');
      const coldBytes = jsBytes;
      const warm = await idle();
      out.push([name, `${(coldBytes / 1024).toFixed(1)} KiB`, isMap ? `${cold} ms` : '–', isMap ? `${warm} ms` : '–']);
      await context.close();
    }
    await browser.close();
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
  return out;
}

function jsBytes(): string[][] {
  const assets = readFileSync('dist/index.html', 'utf8');
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(assets)?.[1];
  const gz = (p: string) => gzipSync(readFileSync(join('dist', p))).length;
  const out: string[][] = [];
  if (entry) out.push(['entry (every page)', `${(gz(entry) / 1024).toFixed(1)} KiB`]);
  return out;
}

await main();
