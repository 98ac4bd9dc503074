// `npm run lighthouse`: Lighthouse (mobile defaults) on the production build's key pages; prints medians per page.
// Usage: tsx scripts/lighthouse.ts [--runs=3] [--locales=en,ar] [--pages=home,sight,…] [--json=out.json]
// Needs `npm run build:app` first (or DIST_DIR naming another build). Runs the server on LIGHTHOUSE_PORT (default 4398) and Chromium at CHROME_PATH
// (default /usr/bin/chromium). The server is the compiled one under NODE_ENV=production, as `npm start` runs it. The floor
// row is a static HTML page with the home hero, served by the same server: the best any page of ours can score on this
// machine in this run. Each page is also measured with its scripts blocked (`--blocked-url-patterns=*.js`: the server's
// HTML alone, as a visitor sees it before hydration), the floor of issue 28's LCP ratio; the goals table sets the two
// against each other (--no-floor leaves those runs out).
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseRow, medianRow, renderGoalTable, renderTable, type LighthouseReport, type RunRow } from './lighthouse/report';
import { ensureServerBuild } from './build-server';
import { spawnCompiledServer } from './compiled-server';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4398);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Math.max(1, Number(arg('runs') ?? 3));
const LOCALES = (arg('locales') ?? 'en,ar').split(',');
const DIST = process.env.DIST_DIR ?? join(process.cwd(), 'dist');
const FLOOR_FILE = 'lighthouse-floor.html';
const SCRIPTS_FLOOR = !process.argv.includes('--no-floor');
/** What a page's row is called when its scripts were blocked. */
const BLOCKED = ', scripts blocked';

/** The pages the issue measures, after the locale. */
const PAGES: Record<string, string> = {
  home: '',
  'sight group': 'sightseeing/world-heritage',
  sight: 'sightseeing/world-heritage/a-ma-temple',
  'restaurant search': 'dining/restaurant',
  article: 'blog/a-day-in-coloane',
  'barrier-free guide': 'barrier-free-access-guide',
};
const only = arg('pages')?.split(',');
const pages = Object.entries(PAGES).filter(([name]) => !only || only.includes(name) || only.includes(name.replace(/ /g, '-')));

const WARM_UP_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync --disable-quic --disable-dev-shm-usage';

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('No build in dist/: run `npm run build:app` first.');
  process.exit(1);
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${BASE}/api/weather`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer on ${BASE}`);
}

/** A static page with the home page's hero image and heading: no script, nothing but HTML and one image. */
async function writeFloorPage(): Promise<void> {
  const res = await fetch(`${BASE}/api/banner/home?lang=en`);
  const banners = res.ok ? ((await res.json()) as { image?: string; title?: string }[]) : [];
  const image = banners[0]?.image ?? '';
  const src = image ? `${image}${image.includes('?') ? '&' : '?'}w=480` : '';
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  writeFileSync(
    join(DIST, FLOOR_FILE),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Macao Tourism</title><meta name="description" content="The static floor page of the Lighthouse run: the home hero, no script.">
<style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto;aspect-ratio:16/9}h1{margin:1rem}</style></head>
<body><main><h1>${esc(banners[0]?.title ?? 'Macao')}</h1>${src ? `<img src="${esc(src)}" width="480" height="270" alt="" fetchpriority="high">` : ''}</main></body></html>`,
  );
}

/** Lighthouse sometimes loses its own trace (NO_NAVSTART) on a busy machine: such a run is tried again, twice at most. */
const ATTEMPTS = 3;

function runLighthouse(url: string, file: string, blockScripts = false): LighthouseReport {
  for (let attempt = 1; ; attempt++) {
    const r = spawnSync(
      join('node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${FLAGS}`,
        ...(blockScripts ? ['--blocked-url-patterns=*.js'] : []),
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'inherit' },
    );
    if (r.status === 0) return JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
    if (attempt >= ATTEMPTS) throw new Error(`lighthouse failed for ${url} (${ATTEMPTS} attempts)`);
    console.warn(`lighthouse failed for ${url}; trying again (${attempt + 1} of ${ATTEMPTS})`);
  }
}

// The floor page must exist before the server starts: the static plugin lists dist/ once at start.
writeFileSync(join(DIST, FLOOR_FILE), '<!doctype html><title>placeholder</title>');
const server = spawnCompiledServer(await ensureServerBuild(process.cwd()), {
  // Production wants its public origin: here, the address Lighthouse loads.
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? BASE },
  stdio: 'inherit',
  detached: true,
});
try {
  await waitForServer();
  await writeFloorPage();
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  const targets: [string, string][] = [['floor (static HTML)', `/${FLOOR_FILE}`]];
  for (const locale of LOCALES)
    for (const [name, path] of pages) {
      const url = `/${locale}${path ? `/${path}` : ''}`;
      targets.push([`${name} (${locale})`, url]);
      if (SCRIPTS_FLOOR) targets.push([`${name} (${locale})${BLOCKED}`, url]);
    }
  // The server renders a page once a minute per variant and caches it: a warm-up request (with a phone's User-Agent,
  // as Lighthouse's mobile run sends) keeps that render out of the first measured run, where it competes for the CPU.
  const warmUp = (path: string) => fetch(`${BASE}${path}`, { headers: { 'user-agent': WARM_UP_UA } }).catch(() => undefined);
  // Round by round (every page once, then again): a stretch of minutes when the host is slow spreads over the pages
  // instead of taking all the runs of one page.
  const runs = new Map<string, RunRow[]>(targets.map(([name]) => [name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [name, path] of targets) {
      await warmUp(path);
      const blocked = name.endsWith(BLOCKED);
      const report = runLighthouse(`${BASE}${path}`, join(out, `${path.replace(/\W+/g, '_')}${blocked ? '-blocked' : ''}-${i}.json`), blocked);
      runs.get(name)!.push(lighthouseRow(name, path, report));
    }
    console.info(`round ${i + 1} of ${RUNS} done`);
  }
  const rows = targets.map(([name]) => medianRow(runs.get(name)!));
  console.info(`\nLighthouse ${RUNS} run(s) per page, medians (mobile defaults, simulated throttling; host speed is Lighthouse's benchmarkIndex):\n`);
  console.info(renderTable(rows));
  if (SCRIPTS_FLOOR) {
    const byName = new Map(rows.map((r) => [r.name, r]));
    const pairs = rows.filter((r) => byName.has(`${r.name}${BLOCKED}`)).map((page) => ({ page, noScripts: byName.get(`${page.name}${BLOCKED}`)! }));
    console.info(`\nIssue 28's goals (perf ≥ 98, TBT ≤ 100 ms, LCP ≤ 1.1× the same page with its scripts blocked), in this run:\n`);
    console.info(renderGoalTable(pairs));
  }
  const json = arg('json');
  if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
} finally {
  process.kill(-server.pid!, 'SIGTERM');
  rmSync(join(DIST, FLOOR_FILE), { force: true });
}
