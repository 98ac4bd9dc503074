// Query options of the barrier-free guide (SPEC §7): settings, the six item files, the icon legend.
import type { AccessibilityItem, AccessibilitySettings } from '#shared/api/accessibility';
import type { Locale } from '#shared/locales';
import { apiPath } from '#shared/api/paths';
import { apiQuery } from './queries';
import { apiUrl } from './client';
import { articlePath, articleQuery } from './map-queries';
import { ACCESSIBILITY_FILES, type AccessibilityFile } from './accessibility-files';

export { ACCESSIBILITY_FILES, isAccessibilityFile, type AccessibilityFile } from './accessibility-files';

// The locale is in the path (SPEC §7), so no `lang` parameter: one cached URL per locale and file.
const settingsPath = (locale: Locale) => apiPath('/api/accessibility/:locale/:file', { locale, file: 'accessibility.json' });
const filePath = (locale: Locale, file: AccessibilityFile) => apiPath('/api/accessibility/:locale/:file', { locale, file: `${file}.json` });
const LEVEL_ICON_LIST = ['accessibility', 'level-icon-list'] as const;

export const accessibilitySettingsQuery = (locale: Locale) =>
  apiQuery<'/api/accessibility/:locale/:file', AccessibilitySettings>(locale, ['accessibility', 'settings'], settingsPath(locale), { lang: false });

export const accessibilityFileQuery = (locale: Locale, file: AccessibilityFile) =>
  apiQuery<'/api/accessibility/:locale/:file', AccessibilityItem[]>(locale, ['accessibility', 'file', file], filePath(locale, file), { lang: false });

export const levelIconListQuery = (locale: Locale) => articleQuery(locale, ...LEVEL_ICON_LIST);

/** Every answer the guide and its modals read, as the URLs the queries above fetch. */
export function accessibilityGuideUrls(locale: Locale): string[] {
  return [
    apiUrl(settingsPath(locale), null),
    ...ACCESSIBILITY_FILES.map((f) => apiUrl(filePath(locale, f), null)),
    apiUrl(articlePath(...LEVEL_ICON_LIST), locale),
  ];
}
