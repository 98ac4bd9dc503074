// npm run bundle:check: the home page's gzipped JavaScript before it shows (entry, its static imports, the home
// route's chunks, the first part of the English catalogue) against issue 18's goal of 150 KiB; fails above
// HOME_CEILING. Prints the per-chunk table and the sight page's
// number. Reads dist/index.html and dist/.vite/manifest.json (`build.manifest`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudget, formatTable, htmlScripts, pageChunks, type Manifest, type PageSpec, type SizedChunk } from './bundle/budget';

/** Issue 18's goal for the home page. */
export const HOME_GOAL = 150 * 1024;
/**
 * Fails above this. The page was within the goal (149.2 KiB) until TanStack Router's own SSR (issue 28) brought its
 * hydration and the query cache's client (+1.8 KiB) and My trip's link, native sharing and the typed API paths
 * (+1.4 KiB) into the first screen: 152.9 KiB. The operator area's useMutation leaving the framework chunk
 * (vite.config.ts) won back 0.5: 151.8 KiB on 28 November 2026. The ceiling holds that line while the rest is won
 * back (dropping the routes' preload lists from the app chunk reached 148.9, but the home journeys then never saw the
 * network idle: see AGENTS.md, Traps met); the table says how far the goal is.
 */
export const HOME_CEILING = 152 * 1024;

const PAGES: Record<'home' | 'sight', PageSpec> = {
  // Home hydrates with the first part of its catalogue; every other page waits for both (src/i18n/activate.ts).
  home: { entry: 'index.html', routes: ['src/routes/$locale/route.tsx', 'src/routes/$locale/index.tsx'], catalogues: ['virtual:catalogue/en/first'] },
  sight: {
    entry: 'index.html',
    routes: ['src/routes/$locale/route.tsx', 'src/routes/$locale/sight/$entity.tsx'],
    catalogues: ['virtual:catalogue/en/first', 'virtual:catalogue/en/rest'],
  },
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
  const result = checkBudget(home, HOME_CEILING);
  console.info(formatTable('Home page (/en/): JavaScript before it shows', home, result));
  const toGoal = result.gzip - HOME_GOAL;
  console.info(
    toGoal > 0 ? `Issue 18's goal is ${HOME_GOAL / 1024} KiB: ${(toGoal / 1024).toFixed(1)} KiB to go.` : `Within issue 18's goal of ${HOME_GOAL / 1024} KiB.`,
  );
  const sight = sized(dist, manifest, PAGES.sight);
  const sightResult = checkBudget(sight, HOME_CEILING);
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
