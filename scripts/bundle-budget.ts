// npm run bundle:check: the home page's gzipped JavaScript before it shows (entry, its static imports, the home
// route's chunks, the English catalogue) must stay within 150 KiB (issue 18); prints the per-chunk table, and the
// sight page's number for comparison. Reads dist/index.html and dist/.vite/manifest.json (`build.manifest`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudget, formatTable, htmlScripts, pageChunks, type Manifest, type PageSpec, type SizedChunk } from './bundle/budget';

export const HOME_BUDGET = 150 * 1024;

const PAGES: Record<'home' | 'sight', PageSpec> = {
  home: { entry: 'index.html', routes: ['src/routes/$locale/route.tsx', 'src/routes/$locale/index.tsx'], catalogue: 'locales/en/messages.po' },
  sight: { entry: 'index.html', routes: ['src/routes/$locale/route.tsx', 'src/routes/$locale/sight/$entity.tsx'], catalogue: 'locales/en/messages.po' },
};

function sized(dist: string, manifest: Manifest, spec: PageSpec): SizedChunk[] {
  return pageChunks(manifest, spec).map((chunk) => {
    const body = readFileSync(join(dist, chunk.file));
    return { ...chunk, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
}

function main(dist: string): boolean {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const home = sized(dist, manifest, PAGES.home);
  // What index.html itself makes the browser fetch must be part of what is counted.
  const counted = new Set(home.map((c) => c.file));
  const missed = htmlScripts(readFileSync(join(dist, 'index.html'), 'utf8')).filter((url) => !counted.has(url));
  if (missed.length) throw new Error(`index.html loads scripts the manifest's entry does not list: ${missed.join(', ')}`);
  const result = checkBudget(home, HOME_BUDGET);
  console.info(formatTable('Home page (/en/): JavaScript before it shows', home, result));
  const sight = sized(dist, manifest, PAGES.sight);
  const sightResult = checkBudget(sight, HOME_BUDGET);
  console.info(`\nSight page (/en/sight/…): ${(sightResult.gzip / 1024).toFixed(1)} KiB gzipped in ${sight.length} files (the map loads after the list)`);
  return result.ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    if (!main(process.argv[2] ?? 'dist')) process.exitCode = 1;
  } catch (err) {
    console.error(`bundle:check: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
