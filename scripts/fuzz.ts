// `npm run fuzz`: hostile requests over every route of the real server (a child process on a temporary store), then
// a cache-key flood and an image-cache fill. Fails on any 5xx, stack, internal code or file leak, on a crash, on RSS
// growing past its bounds, or on the image cache passing its bound. `--full` (or FUZZ_REQUESTS=n) runs 10,000+.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { buildCases, type FuzzCase, type Route } from './fuzz/cases';
import { problemsOf } from './fuzz/checks';
import { encodeRequest, send, type RawAnswer } from './fuzz/raw-http';
import { peakSampler, startChildServer, type ChildServer } from './harness/server-child';

const args = process.argv.slice(2);
const full = args.includes('--full');
const count = Number(process.env.FUZZ_REQUESTS ?? (full ? 10_000 : 2_500));
const seed = Number(/--seed=(\d+)/.exec(args.join(' '))?.[1] ?? 20_261_122);
const CONCURRENCY = 12;
const FLOOD = 3_000;
const MEDIA_CACHE_MB = 4;
const IMAGE_SEEDS = full ? 100 : 30;
/** Peak RSS over the hostile requests may reach this multiple of the RSS after warm-up. */
const RSS_FACTOR = Number(process.env.FUZZ_RSS_FACTOR ?? 2);
const FLOOD_FACTOR = 1.5;
const root = process.cwd();

/** The routes the app registers, listed through its onRoute hook (static files: a few samples). */
async function listRoutes(): Promise<Route[]> {
  const dir = mkdtempSync(join(tmpdir(), 'macao-fuzz-routes-'));
  const routes: Route[] = [];
  const config = { ...readConfig({}, root), dbPath: join(dir, 'store.sqlite') };
  const { app } = await buildApp({
    config,
    onRoute: ({ method, url }) => {
      for (const m of Array.isArray(method) ? method : [method]) if (m !== 'HEAD') routes.push({ method: m, url });
    },
  });
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  const assets = routes.filter((r) => r.url.startsWith('/assets/'));
  return [...routes.filter((r) => !r.url.startsWith('/assets/')), ...assets.slice(0, 3)];
}

async function runAll<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const describe = (c: FuzzCase): string => {
  const target = Buffer.isBuffer(c.request.target) ? c.request.target.toString('latin1') : c.request.target;
  return `${c.request.method} ${JSON.stringify(target.slice(0, 120))}`;
};

function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  // A file may be renamed or evicted between the listing and its stat.
  return readdirSync(dir).reduce((n, f) => n + (statSync(join(dir, f), { throwIfNoEntry: false })?.size ?? 0), 0);
}

async function main(): Promise<void> {
  const started = Date.now();
  const routes = await listRoutes();
  const cases = buildCases(routes, count, seed);
  const server: ChildServer = await startChildServer({
    // No background rendering of every clip and narration: it would take a core from the requests being measured.
    env: { CONTENT_DIR: resolve(root, 'content'), TILES_DIR: resolve(root, 'tiles/build'), MEDIA_CACHE_MB: String(MEDIA_CACHE_MB), PREPARE_MEDIA: '0' },
  });
  const failures: string[] = [];
  const fail = (msg: string) => {
    if (failures.length < 40) failures.push(msg);
    else if (failures.length === 40) failures.push('… (more)');
  };
  try {
    // Warm-up: every route once as a visitor would call it, so caches and the search index exist before measuring.
    const warm = routes.filter((r) => r.method === 'GET').map((r) => `${r.url.replace(/:[^/]+|\*/g, 'x')}${r.url.startsWith('/api/') ? '?lang=en' : ''}`);
    await runAll(
      [...warm, '/api/gcse?q=temple&lang=en', '/api/pois?lang=en', '/en', '/ar'],
      4,
      async (t) => void (await send(server.port, encodeRequest({ method: 'GET', target: t }))),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = server.rssMb();

    // Hostile requests.
    const byKind = new Map<string, { n: number; statuses: Map<number, number> }>();
    const sampler = peakSampler(server.rssMb);
    let dropped = 0;
    await runAll(cases, CONCURRENCY, async (c) => {
      const answer: RawAnswer = await send(server.port, encodeRequest(c.request));
      const k = byKind.get(c.kind) ?? { n: 0, statuses: new Map() };
      k.n += 1;
      k.statuses.set(answer.status, (k.statuses.get(answer.status) ?? 0) + 1);
      byKind.set(c.kind, k);
      if (answer.status === 0) dropped += 1;
      for (const p of problemsOf(answer, root)) fail(`${c.kind}: ${describe(c)} → ${answer.status}: ${p}`);
      if (server.child.exitCode !== null) fail(`the server exited during ${describe(c)}`);
    });
    const hostilePeak = sampler.peak();
    sampler.stop();

    // Cache-key flood: undeclared parameters must not make entries.
    await new Promise((r) => setTimeout(r, 500));
    const floodStart = server.rssMb();
    const floodSampler = peakSampler(server.rssMb);
    const floodTargets = Array.from({ length: FLOOD }, (_, i) => `/api/pois?lang=en&z=${i}`);
    let floodErrors = 0;
    await runAll(floodTargets, 8, async (t) => {
      const a = await send(server.port, encodeRequest({ method: 'GET', target: t }), { maxBytes: 8 * 1024 * 1024 });
      if (a.status !== 200) floodErrors += 1;
    });
    const floodPeak = floodSampler.peak();
    floodSampler.stop();
    const floodEnd = server.rssMb();

    // Image cache: unique pictures at the largest width, from many clients, against a small bound.
    const cacheDir = join(server.dir, 'media-cache');
    const images = Array.from({ length: IMAGE_SEEDS }, (_, i) => i);
    const imageStatuses = new Map<number, number>();
    let cachePeak = 0;
    await runAll(images, 4, async (i) => {
      const a = await send(
        server.port,
        encodeRequest({
          method: 'GET',
          target: `/media/art/temple/azulejo/fuzz-${seed}-${i}.png?w=2400`,
          headers: { 'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}` },
        }),
        {
          maxBytes: 16 * 1024 * 1024,
        },
      );
      imageStatuses.set(a.status, (imageStatuses.get(a.status) ?? 0) + 1);
      cachePeak = Math.max(cachePeak, folderBytes(cacheDir));
    });
    await new Promise((r) => setTimeout(r, 1000));
    const cacheBytes = folderBytes(cacheDir);
    cachePeak = Math.max(cachePeak, cacheBytes);

    if (server.child.exitCode !== null) fail('the server is not running at the end');
    const errorLines = server.log.filter((l) => /"level":(50|60)/.test(l));
    for (const l of errorLines.slice(0, 5)) fail(`server logged an error: ${l.slice(0, 300)}`);

    const bound = MEDIA_CACHE_MB * 1024 * 1024;
    if (baseline !== undefined && hostilePeak !== undefined && hostilePeak > baseline * RSS_FACTOR)
      fail(`RSS peaked at ${hostilePeak.toFixed(0)} MB over the hostile requests, more than ${RSS_FACTOR}× the ${baseline.toFixed(0)} MB after warm-up`);
    if (floodStart !== undefined && floodPeak !== undefined && floodPeak > floodStart * FLOOD_FACTOR)
      fail(`RSS rose from ${floodStart.toFixed(0)} MB to ${floodPeak.toFixed(0)} MB over the ${FLOOD}-request cache-key flood (bound ${FLOOD_FACTOR}×)`);
    if (floodErrors) fail(`${floodErrors} flood requests were not answered 200`);
    if (cachePeak > bound) fail(`the image cache held ${cachePeak} bytes, over its ${bound}-byte bound`);
    if ((imageStatuses.get(200) ?? 0) < 5) fail(`only ${imageStatuses.get(200) ?? 0} of ${IMAGE_SEEDS} large images were drawn`);

    const statusTotals = new Map<string, number>();
    for (const k of byKind.values())
      for (const [s, n] of k.statuses)
        statusTotals.set(s === 0 ? 'closed' : `${String(s)[0]}xx`, (statusTotals.get(s === 0 ? 'closed' : `${String(s)[0]}xx`) ?? 0) + n);
    const mb = (v: number | undefined) => (v === undefined ? 'n/a' : `${v.toFixed(0)} MB`);
    console.log(`fuzz: ${cases.length} hostile requests over ${routes.length} routes (seed ${seed}), ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
    for (const [kind, k] of byKind) {
      const statuses = [...k.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s === 0 ? 'closed' : s}×${n}`);
      console.log(`  ${kind.padEnd(22)} ${String(k.n).padStart(5)}  ${statuses.join(' ')}`);
    }
    console.log(`  answers: ${[...statusTotals].map(([s, n]) => `${s} ${n}`).join(', ')} (closed without an answer: ${dropped})`);
    console.log(`  RSS: ${mb(baseline)} after warm-up, peak ${mb(hostilePeak)} over the hostile requests (bound ${RSS_FACTOR}×)`);
    console.log(
      `  cache-key flood (${FLOOD} × /api/pois?lang=en&z=N): RSS ${mb(floodStart)} → ${mb(floodEnd)}, peak ${mb(floodPeak)} (bound ${FLOOD_FACTOR}×)`,
    );
    console.log(
      `  image cache: ${IMAGE_SEEDS} unique 2400 px PNGs (${[...imageStatuses].map(([s, n]) => `${s}×${n}`).join(' ')}): ${(cacheBytes / 1048576).toFixed(2)} MB on disk, peak ${(cachePeak / 1048576).toFixed(2)} MB, bound ${MEDIA_CACHE_MB} MB`,
    );
  } finally {
    await server.stop();
  }
  if (failures.length) {
    console.error(`fuzz: FAILED\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('fuzz: no 5xx, no leak, memory and disk within bounds');
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
