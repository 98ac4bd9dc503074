// Walking directions (issue 33), `BENCH_ONLY=walk npm run bench`: route computation p50/p99 over 1,000 random
// pairs of sights in Chromium at 4× CPU slowdown (the shared/walk code bundled as the worker runs it), the graph's
// download size compressed, the share of the 105 sights' pairs with a walk or (across the water, where no footpath
// exists) a bus or LRT suggestion, and A*'s length ÷ Dijkstra's.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { decodeWalkGraph } from '#shared/walk/format';
import { WalkGraph } from '#shared/walk/graph';
import { routeOnGraph } from '#shared/walk/route';
import { aStar, dijkstra } from '#shared/walk/search';
import { launchBrowser } from './browser';
import { WALK_FILE, buildWalk, walkDir } from './walk/build-graph';

const PAIRS = 1000;

function sights(): { id: string; lon: number; lat: number }[] {
  const files = ['sightseeing', 'sightseeing.2', 'shopping', 'shows-and-entertainment', 'fnb'];
  return files.flatMap((f) =>
    (JSON.parse(readFileSync(join('content', 'experience', `${f}.json`), 'utf8')) as { id: string; coordinate: [number, number] | [number, number][] }[]).map(
      (s) => {
        const c = (Array.isArray(s.coordinate[0]) ? s.coordinate[0] : s.coordinate) as [number, number];
        return { id: s.id, lon: c[0], lat: c[1] };
      },
    ),
  );
}

function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function walkBenchRows(): Promise<string[][]> {
  const dir = walkDir();
  const file = join(dir, WALK_FILE);
  if (!existsSync(file)) buildWalk();
  const bin = readFileSync(file);
  const br = readFileSync(`${file}.br`).byteLength;
  const gz = readFileSync(`${file}.gz`).byteLength;
  const all = sights();
  const rnd = seeded(105);
  const pairs = Array.from({ length: PAIRS }, () => [all[Math.floor(rnd() * all.length)]!, all[Math.floor(rnd() * all.length)]!] as const);

  // In Chromium at 4× CPU slowdown: the same modules the worker runs, bundled.
  const bundle = await build({
    stdin: {
      contents: `import { decodeWalkGraph } from './shared/walk/format'; import { WalkGraph } from './shared/walk/graph'; import { routeOnGraph } from './shared/walk/route';
        globalThis.walkBench = { decodeWalkGraph, WalkGraph, routeOnGraph };`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  const browser = await launchBrowser();
  let times: number[];
  let loadMs: number;
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    ({ times, loadMs } = await page.evaluate(
      ({ b64, pairs: ps }) => {
        type Api = {
          decodeWalkGraph(b: ArrayBuffer): unknown;
          WalkGraph: new (d: unknown) => unknown;
          routeOnGraph(g: unknown, a: unknown, b: unknown, o: unknown): unknown;
        };
        const api = (globalThis as unknown as { walkBench: Api }).walkBench;
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const t0 = performance.now();
        const g = new api.WalkGraph(api.decodeWalkGraph(bytes.buffer));
        const load = performance.now() - t0;
        const out: number[] = [];
        ps.forEach(([a, b], i) => {
          const s = performance.now();
          api.routeOnGraph(g, a, b, { stepFree: i % 4 === 3 });
          out.push(performance.now() - s);
        });
        return { times: out, loadMs: load };
      },
      {
        b64: bin.toString('base64'),
        pairs: pairs.map(([a, b]) => [
          { lon: a.lon, lat: a.lat },
          { lon: b.lon, lat: b.lat },
        ]),
      },
    ));
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);

  // Every ordered pair of the 105 sights, in Node: a walk, or (across the water) the transit that links them.
  const g = new WalkGraph(decodeWalkGraph(bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer));
  let walked = 0;
  let transitOnly = 0;
  let none = 0;
  let sameSide = 0;
  for (const a of all)
    for (const b of all) {
      if (a === b) continue;
      const r = routeOnGraph(g, a, b);
      if (r.status === 'ok') walked++;
      else if (r.status === 'no-walk' && r.transit && (r.transit.bus.length > 0 || r.transit.lrt)) transitOnly++;
      else none++;
      const na = g.nearest(a.lon, a.lat)!.node;
      const nb = g.nearest(b.lon, b.lat)!.node;
      if (g.component[na] === g.component[nb]) sameSide++;
    }
  const total = all.length * (all.length - 1);
  // A*'s length against Dijkstra's on the same graph, for the first 200 pairs on the same side.
  const ratios: number[] = [];
  for (const [a, b] of pairs) {
    if (ratios.length >= 200) break;
    const s = g.nearest(a.lon, a.lat)!.node;
    const t = g.nearest(b.lon, b.lat)!.node;
    if (s === t || g.component[s] !== g.component[t]) continue;
    ratios.push(aStar(g, s, t)!.cost / dijkstra(g, s, t)!.cost);
  }
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  return [
    [
      'route p50 / p99, 1,000 random sight pairs, Chromium 4× CPU slowdown (goal p99 ≤ 50 ms)',
      `${pct(sorted, 50).toFixed(1)} / ${pct(sorted, 99).toFixed(1)} ms`,
    ],
    ['graph load in the worker (decode + index), 4× slowdown', `${loadMs.toFixed(0)} ms`],
    ['graph download, brotli / gzip / raw (goal ≤ 1.5 MB)', `${kb(br)} / ${kb(gz)} / ${kb(bin.byteLength)}`],
    ['graph', `${g.nodeCount} nodes, ${g.data.from.length} edges, ${g.data.names.length - 1} street names`],
    // Honest: across the water no footpath exists, so there the answer is a bus (maybe with one change) or the LRT.
    [
      `sight pairs with a walk, or across the water a bus / LRT suggestion (${total} ordered pairs of ${all.length})`,
      `${(((walked + transitOnly) / total) * 100).toFixed(1)} %`,
    ],
    ['  … a walk / no walk exists, bus or LRT suggested / neither', `${walked} / ${transitOnly} / ${none}`],
    ['  … walks found where both ends are on the same side', `${((walked / sameSide) * 100).toFixed(1)} % (${walked} of ${sameSide})`],
    [`A* length ÷ Dijkstra length (${ratios.length} pairs): min / max`, `${Math.min(...ratios).toFixed(6)} / ${Math.max(...ratios).toFixed(6)}`],
  ];
}
