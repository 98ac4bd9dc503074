// Record types of the content store: what the importer writes and the store returns (localized fields still multilingual).
// Records that the API sends as they are use the response shapes of shared/api with multilingual text.
import type { LonLat } from '#shared/geo';
import type { Source } from '#shared/provenance';
import type { ML } from '#shared/api/text';
import type { PoiRecord } from '#shared/api/places';
import type { PlaceKind as StatusKind } from '#shared/warnings';

export type { ML } from '#shared/api/text';
export type Coord = LonLat;

export interface Art {
  motif: string;
  palette?: string;
}

/** Where the record's facts come from, and its opening hours as data (content/FORMAT.md). */
export interface HasProvenance {
  sources?: Source[];
  /** opening_hours syntax (shared/hours-spec.ts). */
  hours?: string;
}

/** The kind of place for the warning rules (content/warning-rules.json), given by the importer. */
export interface HasStatusKind {
  statusKind?: StatusKind;
}

export interface ExperienceGroup {
  category: string;
  group: string;
  name: ML;
  summary: ML;
  order: number;
}

export interface SubSight {
  id: string;
  name: ML;
  coordinate: Coord;
  summary?: ML;
}

export interface Sight extends Art, HasStatusKind, HasProvenance {
  id: string;
  category: string;
  group: string;
  name: ML;
  /** Other names visitors search by (大三巴, Largo do Senado, Tai Sam Ba), in any language; indexed in every locale. */
  aliases?: string[];
  summary: ML;
  description: ML;
  address: ML;
  coordinate: Coord | Coord[];
  openingHour?: ML;
  tel?: string;
  website?: string;
  admission?: ML;
  tags: string[];
  views: number;
  subsights: SubSight[];
  videos: string[];
  worldHeritage: boolean;
  venue?: ML;
}

export type TourStop = { sight: string } | ({ id: string; name: ML; aliases?: string[]; summary: ML; coordinate: Coord; address?: ML } & Art & HasStatusKind);

export interface TourGroup extends Art {
  group: string;
  name: ML;
  summary: ML;
  description: ML;
  duration?: ML;
  distance?: number;
  stops: TourStop[];
}

export interface TourCategory {
  category: string;
  name: ML;
  summary: ML;
  groups: TourGroup[];
}

export interface Tag {
  id: string;
  name: ML;
  summary: ML;
}

/** A POI as the importer writes it and the store returns it. */
export type Poi = PoiRecord<ML>;

export interface Taxon {
  value: string;
  name: ML;
  icon?: string;
  remark?: ML;
  order?: number;
}

export interface AwardRef {
  award: string;
  remark?: ML;
  validity: number[];
}

export interface Restaurant extends Art, HasStatusKind, HasProvenance {
  id: string;
  name: ML;
  aliases?: string[];
  category: string;
  cuisine: string;
  district: string;
  coordinate: Coord;
  address: ML;
  tel?: string;
  openingHour?: ML;
  price?: ML;
  summary: ML;
  description?: ML;
  recommend: boolean;
  qtsas?: { awards: AwardRef[] };
}

export interface DiningTaxonomy {
  categories: Taxon[];
  cuisines: Taxon[];
  districts: Taxon[];
  awards: Taxon[];
}

export interface Hotel extends Art, HasStatusKind, HasProvenance {
  id: string;
  name: ML;
  aliases?: string[];
  star: string;
  district: string;
  coordinate: Coord;
  address: ML;
  tel?: string;
  website?: string;
  rooms?: number;
  summary: ML;
  description?: ML;
  awards: AwardRef[];
}

/** The dining page's texts: the gastronomy story and the quality-award scheme (content/dining/introduction.json). */
export interface DiningIntroduction {
  story: { badge: ML; title: ML; content: ML; article?: string };
  qtsas: { title: ML; content: ML };
}

/** The accommodation page's introduction (content/accommodation/introduction.json). */
export interface AccommodationIntroduction {
  title: ML;
  content: ML;
}

export interface AccommodationTaxonomy {
  stars: Taxon[];
  districts: Taxon[];
  awards: Taxon[];
}

export interface EventRecord extends Art, HasStatusKind, HasProvenance {
  id: string;
  name: ML;
  aliases?: string[];
  summary: ML;
  description?: ML;
  types: string[];
  eventDate?: string;
  month?: string;
  datesConfirmed?: string;
  showDate?: ML;
  location: { name?: ML; coordinate: Coord }[];
  organizer?: ML;
  calendar: boolean;
  calendarLink?: string;
  hidden: boolean;
}

export interface WhatsonPdf {
  id: string;
  month: string;
  title: ML;
  file: string;
}

export interface MenuSection {
  name: ML;
  items: { name: ML; slug: string; category: string; link?: string }[];
}

export interface Article extends Art {
  category: string;
  slug: string;
  title: ML;
  summary: ML;
  author?: { name: ML; link?: string };
  content?: ML;
  tabs: { id: string; title: ML; content: ML }[];
  sections: { id: string; title: ML; content: ML }[];
  otherMedia?: { audioGuide: { value: string; name: ML; link: string }[] };
  updatedAt: string;
  style?: string;
  script?: { fullWidth: boolean };
}

export interface Branch extends HasProvenance {
  id: string;
  name: ML;
  address: ML;
  coordinate: Coord;
  tel?: string;
}

export interface TravelAgency extends HasProvenance {
  id: string;
  name: ML;
  aliases?: string[];
  licence: string;
  tel?: string;
  email?: string;
  website?: string;
  address: ML;
  coordinate: Coord;
  awards: AwardRef[];
  branches: Branch[];
}

export interface Place extends Art, HasStatusKind, HasProvenance {
  id: string;
  name: ML;
  aliases?: string[];
  summary?: ML;
  address?: ML;
  coordinate?: Coord;
  openingHour?: ML;
  tel?: string;
  email?: string;
  website?: string;
  region?: ML;
  /** Ports of entry: transport links, bus routes stopping there and services on site. */
  transport?: string[];
  busRoutes?: string[];
  services?: string[];
}

export type * from './documents';
