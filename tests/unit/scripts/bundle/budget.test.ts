// The home page's JavaScript budget is computed from the manifest's chunk graph: the entry with its static imports,
// the route's code-split component chunks, the catalogue; dynamic imports (modals, the map) are not counted.
import { describe, expect, it } from 'vitest';
import { checkBudget, formatTable, htmlScripts, pageChunks, routeComponentKeys, staticClosure, type Manifest } from '../../../../scripts/bundle/budget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['src/routes/$locale/index.tsx?tsr-split=component', 'src/features/search/SearchModal.tsx'],
  },
  '_react.js': { file: 'assets/react-b.js' },
  '_router.js': { file: 'assets/router-c.js', imports: ['_react.js'] },
  '_slider.js': { file: 'assets/slider-d.js', imports: ['_react.js'] },
  '_map.js': { file: 'assets/maplibre-e.js' },
  'src/routes/$locale/index.tsx?tsr-split=component': {
    file: 'assets/_locale-f.js',
    isDynamicEntry: true,
    imports: ['index.html', '_slider.js'],
    dynamicImports: ['_map.js'],
  },
  'src/routes/$locale/index.tsx?tsr-split=notFoundComponent': { file: 'assets/_locale-nf.js', isDynamicEntry: true },
  'src/features/search/SearchModal.tsx': { file: 'assets/SearchModal-g.js', isDynamicEntry: true, imports: ['_react.js'] },
  'locales/en/messages.po': { file: 'assets/messages-h.js', isDynamicEntry: true },
};

describe('the chunk graph', () => {
  it('follows static imports only, each chunk once', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_react.js', '_router.js']);
  });

  it('finds a route file’s component chunks, not its not-found chunk', () => {
    expect(routeComponentKeys(manifest, 'src/routes/$locale/index.tsx')).toEqual(['src/routes/$locale/index.tsx?tsr-split=component']);
  });

  it('counts the entry, its imports, the route’s chunks and the catalogue, but not what loads on demand', () => {
    const page = pageChunks(manifest, { entry: 'index.html', routes: ['src/routes/$locale/index.tsx'], catalogues: ['locales/en/messages.po'] });
    expect(page).toEqual([
      { file: 'assets/index-a.js', role: 'entry' },
      { file: 'assets/react-b.js', role: 'preload' },
      { file: 'assets/router-c.js', role: 'preload' },
      { file: 'assets/_locale-f.js', role: 'route' },
      { file: 'assets/slider-d.js', role: 'route' },
      { file: 'assets/messages-h.js', role: 'catalogue' },
    ]);
  });

  it('refuses a route or catalogue the build does not have', () => {
    expect(() => pageChunks(manifest, { entry: 'index.html', routes: ['src/routes/$locale/gone.tsx'], catalogues: ['locales/en/messages.po'] })).toThrow(
      /gone\.tsx/,
    );
    expect(() => pageChunks(manifest, { entry: 'index.html', routes: [], catalogues: ['locales/xx/messages.po'] })).toThrow(/xx/);
  });
});

describe('index.html', () => {
  it('lists the module script and the module preloads, not styles or icons', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="stylesheet" href="/assets/index.css">
      <link rel="icon" href="/favicon.svg">`;
    expect(htmlScripts(html)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });
});

describe('the budget', () => {
  const chunks = [
    { file: 'assets/index-a.js', role: 'entry' as const, bytes: 300_000, gzip: 100 * 1024 },
    { file: 'assets/messages-h.js', role: 'catalogue' as const, bytes: 20_000, gzip: 50 * 1024 },
  ];

  it('passes at the limit and fails one byte above it', () => {
    expect(checkBudget(chunks, 150 * 1024)).toMatchObject({ gzip: 150 * 1024, ok: true });
    expect(checkBudget(chunks, 150 * 1024 - 1).ok).toBe(false);
  });

  it('prints every chunk, largest first, and the verdict', () => {
    const table = formatTable('Home', chunks, checkBudget(chunks, 120 * 1024));
    const lines = table.split('\n');
    expect(lines[2]).toMatch(/^assets\/index-a\.js\s+entry\s+293\.0\s+100\.0$/);
    expect(lines[3]).toMatch(/^assets\/messages-h\.js\s+catalogue/);
    expect(lines[4]).toMatch(/total \(2 files\)\s+312\.5\s+150\.0$/);
    expect(lines[5]).toBe('OVER the budget of 120.0 KiB gzipped');
  });
});
