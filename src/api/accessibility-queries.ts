// Query options and response types of the barrier-free guide (SPEC §7): settings, the six item files, the icon legend.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { apiGet } from './client';
import { CACHE_TIME_MS, QUERY_ROOT } from './queries';
import { articleQuery } from './map-queries';

export const ACCESSIBILITY_FILES = ['hotels', 'restaurants', 'malls', 'sights', 'borders', 'expos'] as const;
export type AccessibilityFile = (typeof ACCESSIBILITY_FILES)[number];

export function isAccessibilityFile(v: unknown): v is AccessibilityFile {
  return typeof v === 'string' && (ACCESSIBILITY_FILES as readonly string[]).includes(v);
}

/** Objects whose text was served in English name those fields here. */
export interface Localized {
  fallbackFields?: string[];
}

export interface RowLink extends Localized {
  name: string;
  link: string;
}

/** [label, value, note, icon, links?]: a row may be a 5-element array whose last item is a list of links. */
export type AccessibilityRow = [string, string, string?, string?, RowLink[]?] | string[];

export interface AccessibilityTable extends Localized {
  id: string;
  title: string;
  rows: AccessibilityRow[];
}

export interface AccessibilitySubCategory extends Localized {
  id: string;
  title: string;
  tables: AccessibilityTable[];
}

export interface AccessibilitySection extends Localized {
  section: string;
  title: string;
  categories: AccessibilitySubCategory[];
}

export interface AccessibilityVideo extends Localized {
  id: string;
  title: string;
  poster?: { motif: string; palette?: string };
  duration?: string;
}

export type WheelChairLevel = 'no' | 'half' | 'full';

export interface AccessibilityLevels {
  carPark?: string;
  wheelChair?: string;
  visuallyImpaired?: string;
  hearingImpaired?: string;
  locked?: string;
  valetParking?: string;
}

export interface AccessibilityItem extends Localized {
  poiId: string;
  id: string;
  name: string;
  category: string;
  /** [lat, lon] — the guide's own order (SPEC §3). */
  coordinate: number[];
  levels: AccessibilityLevels;
  videos?: AccessibilityVideo[];
  infos: AccessibilitySection[];
}

export interface AccessibilityTab extends Localized {
  id: string;
  name: string;
  icon: string;
  remarks?: string;
  sections: string[];
}

export interface AccessibilitySettings extends Localized {
  title?: string;
  introduction?: string;
  categories?: (Localized & { id: string; name: string; icon: string })[];
  levels?: Record<string, Localized & { name: string }>;
  tabs: AccessibilityTab[];
  filter?: { section?: string[] };
  ignoredTables?: string[];
  ignoredRows?: string[];
  video?: Localized & { label?: string };
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
