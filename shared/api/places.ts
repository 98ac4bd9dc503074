// Response shapes of the map-based screens' API calls (sight maps, POIs, dining awards, events, hotels; SPEC §3, §7).
import type { LonLat } from '../geo';
import type { Localized } from './site';

export { POI_TYPES, type PoiType } from '../poi-types';

/** One [lon, lat] pair or a list of them (a sight spread over several places). */
export type Coordinate = LonLat | LonLat[];

export interface Option extends Localized {
  name: string;
  value: string;
  icon?: string;
}

export interface Poi extends Localized {
  id: string;
  type: string;
  name: string;
  coordinate: LonLat;
  group?: string;
  category?: string;
  thumbnail?: string;
  address?: string;
  openingHour?: string;
  tel?: string;
  photos?: string[];
  tempClose?: boolean;
  tempClosed?: boolean;
  tmpCloseStart?: string;
  tmpCloseEnd?: string;
  ssid?: string;
  password?: string;
  info?: string;
  route?: string;
  link?: string;
  line?: string;
  routes?: string[];
  star?: Option;
  cuisine?: Option;
  types?: Option[];
  showDate?: string;
  distance?: number;
  nearestCoordinate?: LonLat;
}

export interface SightSummary extends Localized {
  id: string;
  name: string;
  category?: string;
  group?: string;
  coordinate: Coordinate;
  summary: string;
  thumbnail: string;
  worldHeritage?: boolean;
  address?: string;
  /** Tour stops: the position in the visiting order. */
  order?: number;
}

export interface Membership extends Localized {
  category: string;
  group: string;
  name?: string;
}

export interface SightInfos extends Localized {
  description?: string;
  address?: string;
  venue?: string;
  openingHour?: string;
  admission?: string;
  tel?: string;
  website?: string;
  price?: string;
  rooms?: number;
}

export interface SubSight extends Localized {
  id: string;
  name: string;
  coordinate: LonLat;
  summary?: string;
  thumbnail?: string;
}

export interface SightDetail extends SightSummary {
  title: string;
  description?: string;
  infos: SightInfos;
  banner: string;
  groups: Membership[];
  tours: Membership[];
  videos: { id: string; title: string; summary?: string; playlist?: string; thumbnail: string }[];
  tags?: { id: string; name: string }[];
  subsights: SubSight[];
  pois: Poi[];
}

export interface ExperienceGroup extends Localized {
  group: string;
  name: string;
  summary: string;
  sights: SightSummary[];
}

export interface ExperienceOverview extends Localized {
  category: string;
  name: string;
  groups: ExperienceGroup[];
}

export interface ExperienceGroupResponse extends ExperienceGroup {
  category: string;
}

export interface TourGroup extends Localized {
  category: string;
  group: string;
  name: string;
  summary: string;
  description?: string;
  duration?: string;
  distance?: number;
  thumbnail: string;
  banner?: string;
  route: LonLat[];
  sights: SightSummary[];
}

export interface TourOverview extends Localized {
  category: string;
  name: string;
  summary?: string;
  groups: TourGroup[];
}

export interface TagResponse extends Localized {
  id: string;
  name: string;
  summary: string;
  sights: SightSummary[];
}

export interface Award extends Localized {
  name: string;
  value: string;
  icon: string;
  remark?: string;
  validity: number[];
  validityText?: string;
}

export interface RestaurantSummary extends Localized {
  id: string;
  name: string;
  coordinate: LonLat;
  category: Option;
  cuisine: Option;
  district: Option;
  summary: string;
  address: string;
  thumbnail: string;
  awards: Award[];
}

export interface RestaurantDetail extends RestaurantSummary {
  title: string;
  description: string;
  banner: string;
  gallery: string[];
  infos: SightInfos;
  pois: Poi[];
}

export interface RestaurantFilters {
  categories: Option[];
  districts: Option[];
  cuisines: Option[];
  awards?: Option[];
}

export interface HotelSummary extends Localized {
  id: string;
  name: string;
  coordinate: LonLat;
  star: Option;
  district: Option;
  summary: string;
  address: string;
  thumbnail: string;
  award: Award[];
}

export interface HotelDetail extends HotelSummary {
  title: string;
  description: string;
  banner: string;
  gallery: string[];
  infos: SightInfos;
  pois: Poi[];
}

export interface HotelFilters {
  stars: Option[];
  districts: Option[];
  awards: Option[];
}

export interface Paged<T> {
  page: number;
  resultCount: number;
  results: T[];
}

export type EventStatus = 'inProgress' | 'upComing' | 'fullMonth' | 'ended';

export interface EventSummary extends Localized {
  id: string;
  name: string;
  summary: string;
  eventDate?: string;
  month?: string;
  showDate?: string;
  datesConfirmed?: string;
  dateStatus: EventStatus;
  hidden: boolean;
  daysBeforeStart?: number;
  daysBeforeEnd?: number;
  badge?: 'ending' | 'starting';
  types: Option[];
  coordinate?: LonLat;
  location: { name?: string; coordinate: LonLat }[];
  thumbnail: string;
}

export interface EventDetail extends EventSummary {
  title: string;
  description: string;
  organizer?: string;
  banner: string;
  gallery: string[];
  pois: Poi[];
}

export interface CalendarLookup extends EventSummary {
  link?: string;
}

export interface WhatsonSearch {
  resultCount: number;
  top: EventSummary[];
  results: EventSummary[];
}

export interface WhatsonFilters {
  types: Option[];
  months: { value: string; month: string; hidden: boolean }[];
}

export interface ArticleResponse extends Localized {
  category: string;
  slug: string;
  title: string;
  summary?: string;
  banner: string;
  content?: string;
  tabs: { id: string; title: string; content: string }[];
  sections: { id: string; title: string; content: string }[];
  author?: { name: string; link?: string };
  updatedAt?: string;
}
