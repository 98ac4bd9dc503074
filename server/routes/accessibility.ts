// Barrier-free guide data (SPEC §7): settings and item files per locale, the locale taken from the path.
import { placeFacts } from '../api/provenance';
import { LOCALES } from '#shared/locales';
import type { Api } from '../api/context';
import { notFound } from '../api/context';
import { LANG } from '../api/schemas';
import Type from 'typebox';
import { isML, localize } from '../api/localize';
import { ACCESSIBILITY_FILES } from '../import/parse-accessibility';
import type { AccessibilityItem, AccessibilitySettings, AccessibilityVideo } from '#shared/api/accessibility';
import { banner } from '../api/art-urls';
import { videoSrc } from '../api/media-urls';

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

/** True when a cell (or a link name in a row's last item) has no text in `locale` and will be served in English. */
function cellFallsBack(cell: unknown, locale: string): boolean {
  if (isML(cell)) return cell[locale] === undefined;
  if (Array.isArray(cell)) return cell.some((c) => cellFallsBack(c, locale));
  if (typeof cell === 'object' && cell !== null) return Object.values(cell).some((v) => isML(v) && v[locale] === undefined);
  return false;
}

/**
 * Localizes the guide's information tree. Rows are arrays, which cannot carry `fallbackFields` of their own, so a
 * table whose cells fell back to English lists 'rows' in its `fallbackFields` (the app then marks the table lang="en").
 */
export function localizeGuide(value: unknown, locale: string): unknown {
  if (Array.isArray(value)) return value.map((v) => localizeGuide(v, locale));
  if (typeof value !== 'object' || value === null || isML(value)) return localize(value, locale);
  const src = value as Record<string, unknown>;
  const mapped: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) mapped[k] = k === 'rows' || isML(v) ? v : localizeGuide(v, locale);
  const out = localize(mapped, locale) as Record<string, unknown>;
  const rows = src.rows;
  if (locale !== 'en' && Array.isArray(rows) && rows.some((r) => cellFallsBack(r, locale))) {
    const fields = Array.isArray(out.fallbackFields) ? (out.fallbackFields as string[]) : [];
    out.fallbackFields = [...fields, 'rows'];
  }
  return out;
}

/** A route video with what the player needs: our clip of it (its captions sit beside it) and its poster. */
function playable(stored: unknown): AccessibilityVideo {
  // The importer keeps the content's video objects as written (content/FORMAT.md: id, title per language, poster, duration).
  const v = stored as AccessibilityVideo;
  const art = { id: v.id, motif: v.poster?.motif ?? 'show', ...(v.poster?.palette ? { palette: v.poster.palette } : {}) };
  return { ...v, src: videoSrc(v), banner: banner(art) };
}

export function registerAccessibility(api: Api): void {
  const schema = {
    params: Type.Object({ locale: LANG, file: Type.String({ maxLength: 40, pattern: '^[a-z-]+\\.json$' }) }),
    querystring: Type.Partial(Type.Object({ lang: LANG })),
  };
  api.get(
    '/api/accessibility/:locale/:file',
    schema,
    ({ store, params, locale }) => {
      const file = params.file.replace(/\.json$/, '');
      if (file === 'accessibility') {
        const settings = store.document('accessibility-settings');
        if (settings === undefined) throw notFound('the barrier-free guide settings are not in the content');
        // The content format (content/FORMAT.md, checked by the importer) is what makes these the shapes below:
        // the localizing walk keeps every field it is given.
        return settingsFor(settings, locale) as AccessibilitySettings;
      }
      if (!(ACCESSIBILITY_FILES as readonly string[]).includes(file)) throw notFound(`unknown accessibility file "${params.file}"`);
      return localizeGuide(
        store.accessibilityItems(file).map((x) => ({ ...x, ...placeFacts(store, x), ...(x.videos ? { videos: x.videos.map(playable) } : {}) })),
        locale,
      ) as AccessibilityItem[];
    },
    { localeParam: 'locale' },
  );
}
