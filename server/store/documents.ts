// Record types of the singleton documents and whole lists (home blocks, media, social, notices, warning rules, site, guide).
import type { Source } from '#shared/provenance';
import type { Announcement as AnnouncementShape, SiteInfo, SocialSubscription } from '#shared/api/site';
import type { WarningRule, WarningType } from '#shared/warnings';
import type { AccommodationIntroduction, AccommodationTaxonomy, Art, DiningIntroduction, DiningTaxonomy, ML, MenuSection, Taxon, WhatsonPdf } from './types';

export interface Brochure extends Art {
  id: string;
  title: ML;
  summary: ML;
  pages: number;
  languages: string[];
}

/**
 * When a promoted item is current (shared/current.ts): the dates of the event it stands for, or its own Macao days;
 * an item with neither is timeless. A retrospective may stay after its end, and its wording looks back.
 */
export interface Dated {
  event?: string;
  start?: string;
  end?: string;
  retrospective?: boolean;
}

export interface Banner extends Art, Dated {
  id: string;
  title: ML;
  link: string;
  showOn?: { url: string; exact: boolean }[];
}

export interface Banners {
  home: Banner[];
  footer: Banner[];
}

export interface WhatsHappening {
  cards: ({ id: string; title: ML; summary: ML; link: string } & Art & Dated)[];
  banners: ({ id: string; title: ML; link: string } & Art & Dated)[];
}

export interface PopularGroup {
  id: string;
  name: ML;
  attractions: string[];
}

export interface Video extends Art {
  id: string;
  title: ML;
  summary: ML;
  duration: number;
}

/** A narration read aloud by the audio guide: for an article's audio item (by id) or for a place. */
export interface AudioGuide {
  id: string;
  /** The sight this guide belongs to; article guides are named by the article's audio links instead. */
  sight?: string;
  name?: ML;
  narration: ML;
}

export interface Playlist {
  id: string;
  name: ML;
  videos: Video[];
}

export interface SocialPost {
  id: string;
  network_id: string;
  text: ML;
  motif?: string;
  is_repost: boolean;
  url: string;
  user_url: string;
  source_identifier: string;
  created: string;
  /** The warning the post announces: it is shown only while the live store has that warning in force. */
  warning?: { type: WarningType; level: string };
}

export interface Social {
  subscriptions: SocialSubscription<ML>[];
  feeds: { infoFeeds: string[]; imgFeeds: string[] };
  posts: Record<string, SocialPost[]>;
}

export type Announcement = AnnouncementShape<ML>;

export type Site = SiteInfo<ML>;

export type Uit = Record<string, Record<string, ML>>;

/** Macao public holidays per year (content/holidays.json); `complete` is false while a year's list is not published. */
export interface Holidays {
  years: { year: number; complete: boolean; sources: Source[]; dates: string[] }[];
}

export interface AccessibilityItem {
  poiId: string;
  id: string;
  name: ML;
  category: string;
  /** [lat, lon], as the barrier-free guide has it (SPEC §3). */
  coordinate: [number, number];
  levels: Record<string, string>;
  videos?: unknown[];
  /** The guide's information tree: sections, tables and rows (a row may end with a list of links). */
  infos: unknown;
  sources?: Source[];
  hours?: string;
}

/** When pages were last looked at, for the sitemaps (server/import/page-dates.ts). */
export interface PageDates {
  /** Per kind, record id → the newest `sources[].checked` day (YYYY-MM-DD). */
  checked: Record<'sight' | 'restaurant' | 'hotel' | 'event', Record<string, string>>;
  /** The content folder's newest file, as a day; undefined for an empty folder. */
  modified: string | undefined;
}

/** Singleton documents and the lists kept whole, by name. */
export interface Documents {
  'dining-taxonomy': DiningTaxonomy;
  'accommodation-taxonomy': AccommodationTaxonomy;
  'dining-introduction': DiningIntroduction;
  'accommodation-introduction': AccommodationIntroduction;
  'event-types': Taxon[];
  'whatson-pdf': WhatsonPdf[];
  calendar: { introduction: ML };
  'travel-menu': MenuSection[];
  'travel-agency-awards': Taxon[];
  banners: Banners;
  whatshappening: WhatsHappening;
  'top-tours': { category: string; group: string }[];
  'popular-attractions': PopularGroup[];
  videos: { playlists: Playlist[] };
  social: Social;
  site: Site;
  uit: Uit;
  brochures: Brochure[];
  /** The shipped announcements: copied once into the live store, where operators manage them. */
  announcements: Announcement[];
  /** What each warning level means for each kind of place (content/warning-rules.json). */
  'warning-rules': WarningRule[];
  'audio-guides': AudioGuide[];
  holidays: Holidays;
  /** The barrier-free guide's settings, as written (tabs, sections, filters per locale). */
  'accessibility-settings': unknown;
  'page-dates': PageDates;
}

export type PlaceKind = 'border-checkpoints' | 'info-counters' | 'delegations' | 'representatives';
