// Build of the browser app and its service worker; also the Vitest configuration.
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { BRAND_COLOURS } from '#shared/brand';
import { initialChunks } from './scripts/bundle/initial-chunk.ts';
import { catalogueParts } from './scripts/bundle/catalogue-parts.ts';
import { webManifests } from './scripts/bundle/web-manifests.ts';
import { LOGIC_TESTS } from './scripts/gate/unit-projects.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Lingui's loader for one config, applied only to the catalogues of that config: the visitors' catalogues
 * (locales/<locale>/messages.po) and the operator area's (locales/operator/<locale>.po) live side by side.
 */
function linguiFor(configPath: string | undefined, owns: (id: string) => boolean): Plugin[] {
  return lingui({ failOnMissing: true, ...(configPath ? { configPath } : {}) }).map((plugin) => {
    const transform = plugin.transform;
    if (typeof transform !== 'function') return plugin;
    return {
      ...plugin,
      name: `${plugin.name}${configPath ? ':operator' : ''}`,
      transform(this: unknown, code: string, id: string) {
        return owns(id) ? (transform as (this: unknown, c: string, i: string) => unknown).call(this, code, id) : undefined;
      },
    } as Plugin;
  });
}
const isOperatorCatalogue = (id: string) => /[\\/]locales[\\/]operator[\\/]/.test(id);

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|valtio|proxy-compare|use-sync-external-store)[\\/]/;
/**
 * The framework's parts only the operator area runs up front (its forms' useMutation): `$initial` is the union of
 * both entries, so left in the framework chunk they would load on every visitor's first page (0.8 KiB gzipped on home).
 */
const OPERATOR_ONLY_FRAMEWORK = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useMutation|mutationObserver)\.js$/;
const isVisitorFramework = (id: string) => FRAMEWORK.test(id) && !OPERATOR_ONLY_FRAMEWORK.test(id);
const initial = initialChunks(
  (id) => /[\\/]index\.html$/.test(id),
  (id) => FRAMEWORK.test(id) || /[\\/]locales[\\/]/.test(id),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: /^#\//, replacement: `${src}/` },
      // The pages decode HTML entities with the browser's own parser (src/lib/html-entities-browser.ts) instead of
      // carrying the decoder's table; the server build, the tests and the dev server use the package itself.
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^entities\/decode$/, replacement: fileURLToPath(new URL('./src/lib/html-entities-browser.ts', import.meta.url)) }]
        : []),
    ],
  },
  plugins: [
    // The page's theme colour comes from the brand colours (shared/brand.ts), like every other use of them.
    { name: 'brand-colours', transformIndexHtml: (html: string) => html.replaceAll('%BRAND_PRIMARY%', BRAND_COLOURS.primary) },
    // Each language's web app manifest (shared/web-manifest.ts), built into dist/manifest/.
    !isSsrBuild && webManifests(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its screen (it needs the screen's chunk anyway), so the query factories of every
      // page stay out of the entry bundle; validateSearch and beforeLoad stay in it (they run before a match).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    !isSsrBuild && initial.plugin,
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // The visitors' catalogues, each in the part the home page needs first and the rest (virtual:catalogues).
    catalogueParts({
      isMain: (id) => /[\\/]index\.html$/.test(id),
      isFirstRoute: (file) => /^src[\\/]routes[\\/](__root\.tsx|\$locale[\\/](route|index)\.tsx)$/.test(file),
      split: !isSsrBuild,
    }),
    ...linguiFor(undefined, (id) => !isOperatorCatalogue(id)),
    ...linguiFor('lingui.operator.config.ts', isOperatorCatalogue),
    // The server's page renderer (`vite build --ssr`) is not a second service worker.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifest: false,
        injectManifest: {
          // The offline shell: every built file (route chunks, each locale's catalogue chunk, fonts, icons).
          globPatterns: ['**/*.{js,mjs,css,html,woff2,svg,png,webmanifest}'],
          // The operator area is never cached by the service worker (its entry, chunks and catalogues are named operator-*).
          // The install dialog's screenshots (about 0.5 MB) are fetched by the browser when it offers the install, never offline.
          globIgnores: ['operator.html', 'assets/operator-*', 'screenshots/**'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  build: {
    target: 'es2022',
    // Every browser of that target but Safari 16 knows modulepreload; there the modules still load, unpreloaded. The
    // polyfill would be one more script (and request) for every visitor.
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/bundle-budget.ts reads the chunk graph from it to hold the home page's JavaScript budget.
    manifest: true,
    // The operator area is its own entry: none of it reaches the visitors' entry bundle.
    rollupOptions: {
      // The server build renders pages (src/entry-server.tsx) into dist-ssr/, outside what is served or precached.
      input: (isSsrBuild ? { 'entry-server': 'src/entry-server.tsx' } : { index: 'index.html', operator: 'operator.html' }) as Record<string, string>,
      output: {
        // The libraries every visitor page runs, as one chunk rather than a dozen fragments (fewer requests, better
        // compression: 3.7 KiB less gzipped on home). The operator area loads it too, router included (119 rather than
        // 91 KiB gzipped there), a cost its few staff users pay once.
        // What the visitors' entry runs before the page is interactive goes in two chunks instead of dozens
        // (scripts/bundle/initial-chunk.ts); `$initial` keeps to what the entry really uses after tree-shaking.
        codeSplitting: {
          groups: [
            // Only what the entry runs up front (`$initial`, after tree-shaking): a package's parts that lazy chunks
            // alone use (a list's useQueries, the search's useInfiniteQuery, the operator area's useMutation) load with them.
            { name: 'framework', tags: ['$initial'], test: isVisitorFramework, priority: 3 },
            { name: 'common', tags: ['$initial'], test: initial.common, priority: 2 },
            { name: 'app', tags: ['$initial'], test: initial.app, priority: 1 },
          ],
        },
        // Its catalogue chunks are named operator-* too, so the precache leaves them out with the rest of the area.
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          if (isOperatorCatalogue(id)) return 'assets/operator-[name]-[hash].js';
          // The visitors' catalogue parts (virtual modules): messages-<locale>-first / -rest.
          const part = /^\0virtual:catalogue\/([a-z-]+)\/(first|rest)$/.exec(id);
          return part ? `assets/messages-${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080', '/tiles': 'http://localhost:8080' } },
  test: {
    environment: 'node',
    testTimeout: 20000,
    // Vitest's default is the cores less one: one worker on CI's 2 cores. Many files wait on servers, argon2 and
    // child processes, so two share the cores well (294 → 196 s on 28 November 2026).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Pure logic and component tests: in threads that keep their modules from one file to the next. Loading
        // every file's imports afresh in a new process was most of their cost (these files: 64 → 35 s of CPU on 28
        // November 2026). Their state is their own: stubs are undone in afterEach; files that mock a module are
        // left out (MOCKING_TESTS).
        extends: true,
        test: { name: 'logic', include: LOGIC_TESTS, pool: 'threads', isolate: false },
      },
      {
        // The server, scripts, tiles and the rest (apps, stores, child processes, module-level caches) and the files
        // that mock a module: each file in a fresh process, as before.
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/component/**/*.test.tsx', 'src/**/*.test.ts'],
          exclude: [...LOGIC_TESTS, '**/node_modules/**'],
        },
      },
    ],
  },
}));
