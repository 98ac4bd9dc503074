// Browser journeys: Playwright (Debian Chromium) against the production build served by `npm start`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup-each.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
  },
});
