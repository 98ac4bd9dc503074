// Lingui: one .po catalogue per locale of the table, the English source as the fallback.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, DEFAULT_LOCALE } from '#shared/locales';

/** Where the catalogues are: `npm run i18n:check` extracts into a copy (LINGUI_CATALOGUES) so it writes nothing here. */
const catalogues = process.env.LINGUI_CATALOGUES ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: `${catalogues}/{locale}/messages`,
      include: ['<rootDir>/src'],
      // The operator area has its own catalogue (lingui.operator.config.ts).
      exclude: ['**/node_modules/**', '**/*.test.ts', '<rootDir>/src/operator/**'],
    },
  ],
  // No line numbers in references: catalogues change only when messages do.
  format: formatter({ lineNumbers: false }),
});
