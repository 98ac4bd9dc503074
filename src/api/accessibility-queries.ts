// Query options of the barrier-free guide (SPEC §7): settings, the six item files, the icon legend.
import type { AccessibilityItem, AccessibilitySettings } from '#shared/api/accessibility';
import type { Locale } from '#shared/locales';
import { apiQuery } from './queries';
import { articleQuery } from './map-queries';

export const ACCESSIBILITY_FILES = ['hotels', 'restaurants', 'malls', 'sights', 'borders', 'expos'] as const;
export type AccessibilityFile = (typeof ACCESSIBILITY_FILES)[number];

export function isAccessibilityFile(v: unknown): v is AccessibilityFile {
  return typeof v === 'string' && (ACCESSIBILITY_FILES as readonly string[]).includes(v);
}

// The locale is in the path (SPEC §7), so no `lang` parameter: one cached URL per locale and file.
export const accessibilitySettingsQuery = (locale: Locale) =>
  apiQuery<AccessibilitySettings>(locale, ['accessibility', 'settings'], `/api/accessibility/${locale}/accessibility.json`, { lang: false });

export const accessibilityFileQuery = (locale: Locale, file: AccessibilityFile) =>
  apiQuery<AccessibilityItem[]>(locale, ['accessibility', 'file', file], `/api/accessibility/${locale}/${file}.json`, { lang: false });

export const levelIconListQuery = (locale: Locale) => articleQuery(locale, 'accessibility', 'level-icon-list');
