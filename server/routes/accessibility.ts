// Barrier-free guide data (SPEC §7): settings and item files per locale, the locale taken from the path.
import { LOCALES } from '../../src/i18n/locales';
import type { Api } from './context';
import { notFound } from './context';
import { ACCESSIBILITY_FILES } from '../import/parse-accessibility';

const LOCALE_SET = new Set<string>(LOCALES);

/** Settings may be written per locale at the top level ({ "en": {...}, "pt": {...} }); then the locale's own is used. */
export function settingsFor(settings: unknown, locale: string): unknown {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return settings;
  const o = settings as Record<string, unknown>;
  const keys = Object.keys(o);
  const perLocale = keys.length > 0 && keys.every((k) => LOCALE_SET.has(k)) && typeof o.en === 'object';
  if (!perLocale) return settings;
  const own = o[locale];
  return own !== undefined ? own : o.en;
}

export function registerAccessibility(api: Api): void {
  const schema = {
    params: {
      type: 'object',
      required: ['locale', 'file'],
      properties: { locale: { type: 'string', maxLength: 20 }, file: { type: 'string', maxLength: 40, pattern: '^[a-z-]+\\.json$' } },
    },
    querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 20 } } },
  };
  api.get(
    '/accessibility/:locale/:file',
    schema,
    ({ store, params, locale }) => {
      const file = (params.file ?? '').replace(/\.json$/, '');
      if (file === 'accessibility') {
        const settings = store.document('accessibility-settings');
        if (settings === undefined) throw notFound('the barrier-free guide settings are not in the content');
        return settingsFor(settings, locale);
      }
      if (!(ACCESSIBILITY_FILES as readonly string[]).includes(file)) throw notFound(`unknown accessibility file "${params.file ?? ''}"`);
      return store.accessibilityItems(file);
    },
    { localeParam: 'locale' },
  );
}
