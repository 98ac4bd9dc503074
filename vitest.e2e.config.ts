// Browser journeys: Playwright (Debian Chromium) against the production build. Files run in parallel workers, each
// with its own server, port and data (tests/e2e/servers.ts); E2E_WORKERS sets how many (default: the cores, at most 4;
// 2 on CI). Against a server started elsewhere (E2E_BASE_URL) they run one at a time: they share its live store.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/gate/sequencer.ts';

const workers = process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS) || (process.env.CI ? 2 : Math.max(1, Math.min(4, availableParallelism())));

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup-each.ts'],
    environment: 'node',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
    // The longest files first, so the workers end together (scripts/gate/order.ts).
    sequence: { sequencer: LongestFirstSequencer },
  },
});
