// Lingui for the operator area (src/operator): its own catalogue in the four languages the office works in.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** As in lingui.config.ts: `npm run i18n:check` extracts into a copy (LINGUI_CATALOGUES). */
const catalogues = process.env.LINGUI_CATALOGUES ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: 'en',
  // As OPERATOR_LOCALES in src/operator/locales.ts.
  locales: ['en', 'zh-hant', 'zh-hans', 'pt'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: `${catalogues}/operator/{locale}`,
      include: ['<rootDir>/src/operator'],
      exclude: ['**/node_modules/**', '**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
