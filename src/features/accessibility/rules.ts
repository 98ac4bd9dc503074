// The guide's pure rules: level filters, ignored tables and rows, which modal tabs show, the mini-map rule, detail paths.
import { isFallback } from '#/components/fallback';
import type { LevelFilter } from './level-filters';
import type { AccessibilityFile } from '#/api/accessibility-queries';
import type {
  AccessibilityItem,
  AccessibilityLevels,
  AccessibilityRow,
  AccessibilitySection,
  AccessibilitySettings,
  AccessibilityTab,
  AccessibilityVideo,
  RowLink,
} from '#shared/api/accessibility';
import type { LonLat } from '#shared/geo';

export { LEVEL_FILTERS, parseLevelFilters, serializeLevelFilters, type LevelFilter } from './level-filters';

export function toggleLevelFilter(filters: readonly LevelFilter[], f: LevelFilter): LevelFilter[] {
  return filters.includes(f) ? filters.filter((x) => x !== f) : [...filters, f];
}

export const isOn = (v: unknown): boolean => v === 'on' || v === true;

export function wheelChairLevel(levels: AccessibilityLevels): 'no' | 'half' | 'full' {
  const v = levels.wheelChair;
  return v === 'full' || v === 'half' ? v : 'no';
}

export function matchesLevel(levels: AccessibilityLevels, f: LevelFilter): boolean {
  switch (f) {
    case 'wheelChair-full':
      return wheelChairLevel(levels) === 'full';
    case 'wheelChair-half':
      return wheelChairLevel(levels) !== 'no';
    default:
      return isOn(levels[f]);
  }
}

export function filterByLevels<T extends { levels: AccessibilityLevels }>(items: readonly T[], filters: readonly LevelFilter[]): T[] {
  return items.filter((item) => filters.every((f) => matchesLevel(item.levels, f)));
}

/** The level badges of a place, in legend order: wheelchair always (its state), the others only when on. */
export type LevelBadge =
  'wheelChair.full' | 'wheelChair.half' | 'wheelChair.no' | 'carPark' | 'visuallyImpaired' | 'hearingImpaired' | 'locked' | 'valetParking';
export const LEGEND_ORDER: readonly LevelBadge[] = [
  'wheelChair.full',
  'wheelChair.half',
  'wheelChair.no',
  'carPark',
  'valetParking',
  'visuallyImpaired',
  'hearingImpaired',
  'locked',
];

export function levelBadges(levels: AccessibilityLevels): LevelBadge[] {
  const out: LevelBadge[] = [`wheelChair.${wheelChairLevel(levels)}`];
  for (const key of ['carPark', 'valetParking', 'visuallyImpaired', 'hearingImpaired', 'locked'] as const) if (isOn(levels[key])) out.push(key);
  return out;
}

export interface RowParts {
  label: string;
  value: string;
  note: string;
  icon: string;
  links: RowLink[];
}

export function rowParts(row: AccessibilityRow): RowParts {
  const text = (i: number) => (typeof row[i] === 'string' ? (row[i] as string) : '');
  const last = row.length === 5 ? row[4] : undefined;
  const links = Array.isArray(last)
    ? (last as unknown[]).filter((l): l is RowLink => typeof l === 'object' && l !== null && typeof (l as RowLink).link === 'string')
    : [];
  return { label: text(0), value: text(1), note: text(2), icon: text(3), links };
}

/**
 * The information tree restricted to some sections (in the order asked), without ignored tables and rows and
 * without anything left empty by them.
 */
export function visibleSections(
  item: Pick<AccessibilityItem, 'infos'>,
  sectionIds: readonly string[],
  settings: Pick<AccessibilitySettings, 'ignoredTables' | 'ignoredRows'>,
): AccessibilitySection[] {
  const ignoredTables = new Set(settings.ignoredTables ?? []);
  const ignoredRows = new Set(settings.ignoredRows ?? []);
  const infos = Array.isArray(item.infos) ? item.infos : [];
  const out: AccessibilitySection[] = [];
  for (const id of sectionIds) {
    for (const section of infos.filter((s) => s.section === id)) {
      const categories = (section.categories ?? [])
        .map((c) => ({
          ...c,
          tables: (c.tables ?? [])
            .filter((t) => !ignoredTables.has(t.id))
            .map((t) => ({ ...t, rows: (t.rows ?? []).filter((r) => Array.isArray(r) && !ignoredRows.has(rowParts(r).label)) }))
            .filter((t) => t.rows.length > 0),
        }))
        .filter((c) => c.tables.length > 0);
      if (categories.length > 0) out.push({ ...section, categories });
    }
  }
  return out;
}

export type ModalTab =
  | { kind: 'info'; id: string; tab: AccessibilityTab; sections: AccessibilitySection[] }
  | { kind: 'video'; id: 'videos'; label: string; videos: AccessibilityVideo[] };

/** SPEC §5: a tab shows only with non-empty data; the video tab only with videos. */
export function visibleTabs(item: AccessibilityItem, settings: AccessibilitySettings, videoLabel: string): ModalTab[] {
  const tabs: ModalTab[] = [];
  for (const tab of settings.tabs ?? []) {
    const sections = visibleSections(item, tab.sections ?? [], settings);
    if (sections.length > 0) tabs.push({ kind: 'info', id: tab.id, tab, sections });
  }
  const videos = Array.isArray(item.videos) ? item.videos.filter((v) => typeof v === 'object' && v !== null && typeof v.title === 'string') : [];
  if (videos.length > 0) tabs.push({ kind: 'video', id: 'videos', label: settings.video?.label || videoLabel, videos });
  return tabs;
}

/** SPEC §5: the mini map shows only when the coordinate has exactly two numbers. */
export function hasMiniMap(coordinate: unknown): coordinate is [number, number] {
  return Array.isArray(coordinate) && coordinate.length === 2 && coordinate.every((n) => typeof n === 'number' && Number.isFinite(n));
}

/** The guide keeps [lat, lon]; the map and directions want [lon, lat]. */
export function toLonLat(coordinate: [number, number]): LonLat {
  return [coordinate[1], coordinate[0]];
}

/** The place's own page (without the locale): sights, malls and expo venues are sights. */
export function detailsPath(file: AccessibilityFile, item: Pick<AccessibilityItem, 'poiId' | 'id'>): string {
  const id = encodeURIComponent(item.poiId || item.id);
  switch (file) {
    case 'hotels':
      return `accommodation/${id}`;
    case 'restaurants':
      // Every restaurant has a page there (with its awards, if any); the award list holds only confirmed holders.
      return `dining/restaurant/${id}`;
    case 'borders':
      return 'travelessential/before-you-travel/ports-of-entry';
    default:
      return `sight/${id}`;
  }
}

/** What a place's card lists: the sub-category titles of the sections named by settings.filter.section (and whether each is English). */
export function facilitySummary(item: AccessibilityItem, settings: AccessibilitySettings): { title: string; english: boolean }[] {
  const sections = visibleSections(item, settings.filter?.section ?? [], settings);
  const seen = new Set<string>();
  const out: { title: string; english: boolean }[] = [];
  for (const c of sections.flatMap((s) => s.categories)) {
    if (seen.has(c.title)) continue;
    seen.add(c.title);
    out.push({ title: c.title, english: isFallback(c.fallbackFields, 'title') });
  }
  return out;
}

/**
 * No empty promises: the categories to offer, given each file's places (undefined while it loads, when it is still
 * offered); a category with no place at all is neither offered nor listed.
 */
export function offeredCategories<F extends string>(files: readonly F[], loaded: readonly (readonly unknown[] | undefined)[]): F[] {
  return files.filter((_, i) => loaded[i] === undefined || loaded[i].length > 0);
}
