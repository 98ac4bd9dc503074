// Response shapes of the barrier-free access guide (SPEC §3, §7): its settings and the items of its six files.
import type { Localized } from './text';

export type { Localized } from './text';

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
  /** Our clip of the route (/media/video/{id}.mp4), with captions in every language beside it. */
  src?: string;
  /** Its poster picture. */
  banner?: string;
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
