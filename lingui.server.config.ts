// Lingui for what the server writes itself (PDF labels, the site's name and description, the default weather, the push
// notifications' titles): its own catalogue per locale in server/i18n/locales/, compiled next to it (`lingui compile`)
// for the server to import.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, DEFAULT_LOCALE } from '#shared/locales';

/** As in lingui.config.ts: `npm run i18n:check` extracts into a copy (LINGUI_CATALOGUES, with these under server/). */
const catalogues = process.env.LINGUI_CATALOGUES ? `${process.env.LINGUI_CATALOGUES}/server` : '<rootDir>/server/i18n/locales';

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: `${catalogues}/{locale}`,
      include: ['<rootDir>/server'],
      exclude: ['**/node_modules/**', '<rootDir>/server/i18n/locales/**'],
    },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
});
