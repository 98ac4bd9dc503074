// Query options of the barrier-free guide (SPEC §7): settings, the six item files, the icon legend.
import type { AccessibilityItem, AccessibilitySettings } from '#shared/api/accessibility';
import type { Locale } from '#shared/locales';
import { apiQuery } from './queries';
import { articleQuery } from './map-queries';

import type { AccessibilityFile } from './accessibility-files';

export { ACCESSIBILITY_FILES, isAccessibilityFile, type AccessibilityFile } from './accessibility-files';

// The locale is in the path (SPEC §7), so no `lang` parameter: one cached URL per locale and file.
export const accessibilitySettingsQuery = (locale: Locale) =>
  apiQuery<AccessibilitySettings>(locale, ['accessibility', 'settings'], `/api/accessibility/${locale}/accessibility.json`, { lang: false });

export const accessibilityFileQuery = (locale: Locale, file: AccessibilityFile) =>
  apiQuery<AccessibilityItem[]>(locale, ['accessibility', 'file', file], `/api/accessibility/${locale}/${file}.json`, { lang: false });

export const levelIconListQuery = (locale: Locale) => articleQuery(locale, 'accessibility', 'level-icon-list');
