// Record types of the content store: what the importer writes and the store returns (localized fields still multilingual).

export type Coord = [number, number];
/** Multilingual text keyed by locale; `en` is always present. */
export type ML = { en: string } & { [locale: string]: string | undefined };

export interface Art {
  motif: string;
  palette?: string;
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

export interface Sight extends Art {
  id: string;
  category: string;
  group: string;
  name: ML;
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

export type TourStop = { sight: string } | ({ id: string; name: ML; summary: ML; coordinate: Coord; address?: ML } & Art);

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

export interface Poi {
  id: string;
  type: string;
  name: ML;
  coordinate: Coord;
  group?: string;
  category?: string;
  thumbnail?: string;
  address?: ML;
  openingHour?: ML;
  tel?: string;
  photos?: string[];
  tempClosed?: boolean;
  tmpCloseStart?: string;
  tmpCloseEnd?: string;
  ssid?: string;
  password?: string;
  info?: ML;
  route?: ML;
  link?: string;
  line?: string;
  routes?: string[];
  star?: { name: ML; value: string };
  cuisine?: { name: ML; value: string };
  types?: { name: ML; value: string }[];
  showDate?: ML;
  /** For whatson POIs: the event they come from (its dates decide whether the POI is still shown). */
  eventId?: string;
}

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

export interface Restaurant extends Art {
  id: string;
  name: ML;
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

export interface Hotel extends Art {
  id: string;
  name: ML;
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

export interface AccommodationTaxonomy {
  stars: Taxon[];
  districts: Taxon[];
  awards: Taxon[];
}

export interface EventRecord extends Art {
  id: string;
  name: ML;
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

export interface Branch {
  id: string;
  name: ML;
  address: ML;
  coordinate: Coord;
  tel?: string;
}

export interface TravelAgency {
  id: string;
  name: ML;
  licence: string;
  tel?: string;
  email?: string;
  website?: string;
  address: ML;
  coordinate: Coord;
  awards: AwardRef[];
  branches: Branch[];
}

export interface Place extends Art {
  id: string;
  name: ML;
  summary?: ML;
  address: ML;
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
