// `npm start`: builds what is missing (app, compiled server, content store, basemap), then runs the compiled server
// under NODE_ENV=production (plain node, no TypeScript loader) and passes SIGTERM/SIGINT on to it.
// `tsx scripts/start.ts --prepare` builds what is missing and exits: the journeys build once, then start one server
// per worker on the same build (tests/e2e/servers.ts).
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { readConfig } from '../server/config';
import { startFailureLine } from '../server/startup/errors';
import { precompress } from './precompress';
import { ensureServerBuild } from './build-server';
import { spawnCompiledServer } from './compiled-server';
import { localOrigin } from './local-origin';

const root = process.cwd();

// `npm install` then `npm start` must serve the product on a fresh machine (see local-origin.ts).
const fallbackOrigin = localOrigin(process.env);
if (fallbackOrigin) {
  process.env.PUBLIC_ORIGIN = fallbackOrigin;
  console.log(`PUBLIC_ORIGIN is not set: links in pages and sitemaps use ${fallbackOrigin} (set it for a public deployment).`);
}

// A bad setting is reported before minutes of building, in the same one line the server would print.
try {
  readConfig();
} catch (err) {
  console.error(startFailureLine(err, undefined));
  process.exit(1);
}

function newest(dir: string): number {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) max = Math.max(max, newest(p));
    else max = Math.max(max, statSync(p).mtimeMs);
  }
  return max;
}

function run(cmd: string, args: string[]): void {
  // Always a production build, even when started from a test runner that sets NODE_ENV=test.
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const distIndex = join(root, 'dist', 'index.html');
// The page renderer (vite build --ssr): pages go out rendered, with their content, before any script runs.
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');
const sources = ['src', 'shared', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync);
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)));
const stale = (file: string) => !existsSync(file) || statSync(file).mtimeMs < sourceTime;
if (stale(distIndex) || stale(ssrEntry) || process.env.FORCE_BUILD === '1') {
  console.log('Building the app…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  run('npx', ['vite', 'build', '--ssr', '--outDir', 'dist-ssr', '--logLevel', 'warn']);
  precompress(join(root, 'dist'));
}

const { ensureTiles } = await import('../tiles/ensure');
await ensureTiles({ dir: process.env.TILES_DIR ?? join(root, 'tiles', 'build'), log: (m) => console.log(m) });
const { ensureWalk } = await import('./walk/ensure');
ensureWalk({ log: (m) => console.log(m) });

const entry = await ensureServerBuild(root);
if (process.argv.includes('--prepare')) process.exit(0);

// The server imports the content store itself when it is missing or older than content/.
const server = spawnCompiledServer(entry, { stdio: 'inherit', cwd: root });
// The server shuts down gracefully on its own signal; this process only waits for it and ends with its code.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
