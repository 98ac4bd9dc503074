// Compiles the server (server/ and shared/, TypeScript) into one JavaScript module, dist-server/index.js, so production
// runs plain `node` with no TypeScript loader. Packages stay imports of node_modules (native modules, workers and
// data files they find next to themselves keep working); only our own code is bundled.
import { build } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'index.js');

function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** Whether dist-server/index.js is missing or older than any of the sources it is made from. */
export function serverBuildStale(root = process.cwd()): boolean {
  const out = join(root, SERVER_ENTRY);
  if (!existsSync(out)) return true;
  const sources = ['server', 'shared', 'package.json'].map((p) => join(root, p)).filter(existsSync);
  return statSync(out).mtimeMs < Math.max(...sources.map(newest));
}

/** Builds dist-server/index.js (about a tenth of a second). */
export async function buildServer(root = process.cwd(), outfile = join(root, SERVER_ENTRY), entry = 'server/index.ts'): Promise<string> {
  // The PDF worker thread's module goes beside the server's (server/media/pdf/workers.ts finds it there).
  const entryPoints = entry === 'server/index.ts' ? { index: entry, 'pdf-worker': 'server/media/pdf/worker.ts' } : { [basename(outfile, '.js')]: entry };
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: dirname(outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Every package is loaded from node_modules at run time: React then follows NODE_ENV there (the production build).
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return outfile;
}

/** Builds the server when its sources changed since the last build. */
export async function ensureServerBuild(root = process.cwd()): Promise<string> {
  if (serverBuildStale(root) || process.env.FORCE_BUILD === '1') await buildServer(root);
  return join(root, SERVER_ENTRY);
}

if (process.argv[1] && /build-server\.ts$/.test(process.argv[1])) {
  await buildServer();
  console.log(`server built into ${SERVER_ENTRY}`);
}
