// Query options of the barrier-free guide (SPEC §7): settings, the six item files, the icon legend.
import { queryOptions } from '@tanstack/react-query';
import type { AccessibilityItem, AccessibilitySettings } from '#shared/api/accessibility';
import type { Locale } from '#shared/locales';
import { apiGet } from './client';
import { CACHE_TIME_MS, QUERY_ROOT } from './queries';
import { articleQuery } from './map-queries';

export const ACCESSIBILITY_FILES = ['hotels', 'restaurants', 'malls', 'sights', 'borders', 'expos'] as const;
export type AccessibilityFile = (typeof ACCESSIBILITY_FILES)[number];

export function isAccessibilityFile(v: unknown): v is AccessibilityFile {
  return typeof v === 'string' && (ACCESSIBILITY_FILES as readonly string[]).includes(v);
}

// The locale is in the path (SPEC §7), so no `lang` parameter: one cached URL per locale and file.
export const accessibilitySettingsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'accessibility', 'settings'],
    queryFn: ({ signal }) => apiGet<AccessibilitySettings>(`/api/accessibility/${locale}/accessibility.json`, null, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const accessibilityFileQuery = (locale: Locale, file: AccessibilityFile) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'accessibility', 'file', file],
    queryFn: ({ signal }) => apiGet<AccessibilityItem[]>(`/api/accessibility/${locale}/${file}.json`, null, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const levelIconListQuery = (locale: Locale) => articleQuery(locale, 'accessibility', 'level-icon-list');
