// `npm run load`: autocannon against the real server (a child process on a temporary store) — a cached API answer,
// the shell, search, a tile range and a static asset — at 100 and 500 connections for 60 s each, printing req/s,
// p50/p99 latency, errors and the server's peak RSS, and the cached-API-to-static-file ratio of the same run.
// Options: --duration=SECONDS (60), --connections=100,500, --only=api,shell,search,tile,static.
import autocannon from 'autocannon';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { peakSampler, startChildServer } from './harness/server-child';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const duration = Number(arg('duration') ?? 60);
const connectionSets = (arg('connections') ?? '100,500').split(',').map(Number);
const only = arg('only')?.split(',');
const root = process.cwd();

const SEARCH_TERMS = ['temple', 'egg tart', 'museum', 'taipa', 'fortress', 'garden', 'festival', 'macanese', 'lighthouse', 'heritage'];

interface Target {
  name: string;
  requests: autocannon.Request[];
  headers?: Record<string, string>;
}

/** The entry script the shell loads: the static file every visitor fetches first. */
function staticAsset(): string {
  const index = resolve(root, 'dist/index.html');
  if (!existsSync(index)) throw new Error('Build the app first: npm run build');
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(index, 'utf8'))?.[1];
  if (!src) throw new Error('dist/index.html names no entry script');
  return src;
}

async function main(): Promise<void> {
  const asset = staticAsset();
  const targets: Target[] = [
    { name: 'api', requests: [{ path: '/api/experience/menu?lang=en' }] },
    { name: 'shell', requests: [{ path: '/en' }] },
    { name: 'search', requests: SEARCH_TERMS.map((q) => ({ path: `/api/gcse?q=${encodeURIComponent(q)}&lang=en` })) },
    { name: 'tile', requests: [{ path: '/tiles/macao.pmtiles' }], headers: { range: 'bytes=16384-81919' } },
    { name: 'static', requests: [{ path: asset }] },
  ].filter((t) => !only || only.includes(t.name));

  const server = await startChildServer({ logLevel: 'warn', env: { CONTENT_DIR: resolve(root, 'content'), TILES_DIR: resolve(root, 'tiles/build') } });
  const rows: string[][] = [];
  const rps = new Map<string, number>();
  try {
    for (const connections of connectionSets) {
      for (const t of targets) {
        // A short warm-up fills the response cache and the search index.
        await autocannon({
          url: `http://127.0.0.1:${server.port}`,
          connections: 4,
          duration: 1,
          requests: t.requests,
          headers: { 'accept-encoding': 'gzip, br', ...t.headers },
        });
        const sampler = peakSampler(server.rssMb);
        const r = await autocannon({
          url: `http://127.0.0.1:${server.port}`,
          connections,
          duration,
          requests: t.requests,
          headers: { 'accept-encoding': 'gzip, br', ...t.headers },
        });
        const peak = sampler.peak();
        sampler.stop();
        rps.set(`${t.name}@${connections}`, r.requests.average);
        rows.push([
          t.name,
          String(connections),
          r.requests.average.toFixed(0),
          `${r.latency.p50} ms`,
          `${r.latency.p99} ms`,
          String(r.errors),
          String(r.timeouts),
          String(r.non2xx),
          peak === undefined ? 'n/a' : `${peak.toFixed(0)} MB`,
        ]);
        console.log(`load: ${rows.at(-1)!.join('  ')}`);
      }
    }
  } finally {
    await server.stop();
  }
  const header = ['target', 'conns', 'req/s', 'p50', 'p99', 'errors', 'timeouts', 'non-2xx', 'peak RSS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\nload: ${duration} s per run, server and autocannon on the same machine; static asset ${asset}`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  for (const c of connectionSets) {
    const api = rps.get(`api@${c}`);
    const stat = rps.get(`static@${c}`);
    if (api && stat) console.log(`cached API / static file at ${c} connections: ${(api / stat).toFixed(2)}`);
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
