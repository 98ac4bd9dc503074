// Build of the browser app and its service worker; also the Vitest configuration.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { BRAND_COLOURS } from '#shared/brand';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '#': src } },
  plugins: [
    // The page's theme colour comes from the brand colours (shared/brand.ts), like every other use of them.
    { name: 'brand-colours', transformIndexHtml: (html: string) => html.replaceAll('%BRAND_PRIMARY%', BRAND_COLOURS.primary) },
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ failOnMissing: true }),
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
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080', '/tiles': 'http://localhost:8080' } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/component/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
