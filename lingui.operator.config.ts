// Lingui for the operator area (src/operator): its own catalogue in the four languages the office works in.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  // As OPERATOR_LOCALES in src/operator/locales.ts.
  locales: ['en', 'zh-hant', 'zh-hans', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/operator/{locale}',
      include: ['<rootDir>/src/operator'],
      exclude: ['**/node_modules/**', '**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
