// The deployment journey: PostgreSQL, two compiled instances and Varnish in front, started by scripts/cluster.ts.
// Needs the production build (`npm run build:app`), Debian's postgresql and varnish (.ci/run installs them).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
