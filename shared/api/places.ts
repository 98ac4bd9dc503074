// Response shapes of the map-based screens' API calls (SPEC §3, §7): sight maps and sights, POIs, dining awards,
// hotels, events and articles. `T` is the text type (see ./text): the server builds `Shape<ML>`, the app reads `Shape`.
import type { MonthOption } from '../events';
import type { LonLat } from '../geo';
import type { OpeningHours } from '../opening-hours';
import type { Source, SourceRef } from '../provenance';
import type { Localized, Text } from './text';
import type { PlaceKind } from '../warnings';
import type { PlaceStatus } from './status';

export { POI_TYPES, type PoiType } from '../poi-types';
export type { Localized } from './text';

/** One [lon, lat] pair or a list of them (a sight spread over several places). */
export type Coordinate = LonLat | LonLat[];

export interface Option<T extends Text = string> extends Localized {
  name: T;
  value: string;
  icon?: string;
}

/** A POI as the store keeps it (SPEC §3). */
export interface PoiRecord<T extends Text = string> extends Localized {
  id: string;
  type: string;
  name: T;
  coordinate: LonLat;
  group?: string;
  category?: string;
  thumbnail?: string;
  address?: T;
  openingHour?: T;
  /** The opening hours as data, when the English line is plain days and times (added by the server's localize). */
  openingHours?: OpeningHours;
  /** Opening hours in the opening_hours syntax (shared/hours-spec.ts); when present, `openingHour` is absent. */
  hours?: string;
  /** In the store: where the facts come from (content/FORMAT.md). */
  sources?: Source[];
  /** In answers, with `hours` that name PH: Macao public holidays (YYYY-MM-DD). */
  publicHolidays?: string[];
  tel?: string;
  photos?: string[];
  tempClosed?: boolean;
  tmpCloseStart?: string;
  tmpCloseEnd?: string;
  ssid?: string;
  password?: string;
  info?: T;
  route?: T;
  link?: string;
  line?: string;
  routes?: string[];
  star?: Option<T>;
  cuisine?: Option<T>;
  types?: Option<T>[];
  showDate?: T;
  /** For whatson POIs: the event they come from (its dates decide whether the POI is still shown). */
  eventId?: string;
  /** In the store: the kind of place for the warning rules (answers carry `status` instead). */
  statusKind?: PlaceKind;
  /** In answers: what the warnings in force mean for this place. */
  status?: PlaceStatus;
}

/** A POI in an answer: near an entity it has its distance (metres) and the entity point it is nearest to. */
export interface Poi<T extends Text = string> extends PoiRecord<T> {
  /** GET /api/pois: closed today (flagged, or inside its closure window). */
  tempClose?: boolean;
  distance?: number;
  nearestCoordinate?: LonLat;
}

/** A list card's opening hours (only for a record that has them): the card says open now from them, as the place page does. */
export interface CardHours {
  /** Opening hours in the opening_hours syntax (shared/hours-spec.ts). */
  hours?: string;
  /** With `hours` that name PH: Macao public holidays (YYYY-MM-DD). */
  publicHolidays?: string[];
}

export interface SightSummary<T extends Text = string> extends Localized, CardHours {
  id: string;
  name: T;
  category?: string;
  group?: string;
  coordinate: Coordinate;
  summary: T;
  thumbnail: string;
  worldHeritage?: boolean;
  address?: T;
  /** Tour stops: the position in the visiting order. */
  order?: number;
  /** Set by the server's builders; answers carry `status` instead. */
  statusKind?: PlaceKind;
  status?: PlaceStatus;
}

export interface Membership<T extends Text = string> extends Localized {
  category: string;
  group: string;
  name?: T;
}

export interface SightInfos<T extends Text = string> extends Localized {
  description?: T;
  address?: T;
  venue?: T;
  openingHour?: T;
  /** As on PoiRecord. */
  openingHours?: OpeningHours;
  /** Opening hours in the opening_hours syntax, worded and evaluated by the app (open now) on Macao time. */
  hours?: string;
  /** Macao public holidays (YYYY-MM-DD) for `hours`'s `PH`, sent with the hours so a saved page still evaluates them. */
  publicHolidays?: string[];
  /** The pages the place's facts were confirmed on, and when. */
  sources?: SourceRef[];
  /** The newest check date among `sources` (YYYY-MM-DD, Macao). */
  checked?: string;
  admission?: T;
  tel?: string;
  website?: string;
  price?: T;
  rooms?: number;
}

export interface SubSight<T extends Text = string> extends Localized {
  id: string;
  name: T;
  coordinate: LonLat;
  summary?: T;
  thumbnail?: string;
}

export interface SightVideo<T extends Text = string> extends Localized {
  id: string;
  title: T;
  summary?: T;
  duration?: number;
  playlist?: string;
  thumbnail: string;
  /** Where the clip plays (/media/video/{id}.mp4). */
  src?: string;
}

/** A narrated audio guide track: its link and the language it is spoken in. */
export interface AudioTrack<T extends Text = string> extends Localized {
  value: string;
  name: T;
  link: string;
  lang?: string;
}

export interface SightDetail<T extends Text = string> extends SightSummary<T> {
  title: T;
  description?: T;
  infos: SightInfos<T>;
  banner: string;
  /** Views of the place for the image slider. */
  gallery: string[];
  groups: Membership<T>[];
  tours: Membership<T>[];
  videos: SightVideo<T>[];
  otherMedia?: { audioGuide: AudioTrack<T>[] };
  tags?: (Localized & { id: string; name: T })[];
  views?: number;
  subsights: SubSight<T>[];
  pois: Poi<T>[];
}

export interface ExperienceGroup<T extends Text = string> extends Localized {
  group: string;
  name: T;
  summary: T;
  sights: SightSummary<T>[];
}

export interface ExperienceOverview<T extends Text = string> extends Localized {
  category: string;
  name: T;
  groups: ExperienceGroup<T>[];
}

export interface ExperienceGroupResponse<T extends Text = string> extends ExperienceGroup<T> {
  category: string;
}

export interface TourGroup<T extends Text = string> extends Localized {
  category: string;
  group: string;
  name: T;
  summary: T;
  description?: T;
  duration?: T;
  distance?: number;
  thumbnail: string;
  banner?: string;
  /** The route line: the stops' positions in visiting order. */
  route: LonLat[];
  sights: SightSummary<T>[];
}

export interface TourOverview<T extends Text = string> extends Localized {
  category: string;
  name: T;
  summary?: T;
  groups: TourGroup<T>[];
}

export interface TagResponse<T extends Text = string> extends Localized {
  id: string;
  name: T;
  summary: T;
  sights: SightSummary<T>[];
}

export interface Award<T extends Text = string> extends Localized {
  name: T;
  value: string;
  icon: string;
  remark?: T;
  validity: number[];
  validityText?: string;
}

export interface RestaurantSummary<T extends Text = string> extends Localized, CardHours {
  id: string;
  name: T;
  coordinate: LonLat;
  category: Option<T>;
  cuisine: Option<T>;
  district: Option<T>;
  summary: T;
  address: T;
  thumbnail: string;
  awards: Award<T>[];
  /** Holds a quality award (QTSAS). */
  qtsas: boolean;
  /** Set by the server's builders; answers carry `status` instead. */
  statusKind?: PlaceKind;
  status?: PlaceStatus;
}

export interface RestaurantDetail<T extends Text = string> extends RestaurantSummary<T> {
  title: T;
  description: T;
  banner: string;
  gallery: string[];
  infos: SightInfos<T>;
  pois: Poi<T>[];
}

/** An award of a scheme with what it means and how many places hold it (the dining and accommodation pages). */
export interface AwardLevel<T extends Text = string> extends Option<T> {
  remark?: T;
  count: number;
}

/** A card linking to an article (the dining page's articles). */
export interface ArticleCard<T extends Text = string> extends Localized {
  category: string;
  slug: string;
  title: T;
  summary: T;
  thumbnail: string;
  updatedAt: string;
}

/** GET /api/dining: recommended restaurants, the gastronomy story, the award scheme and the dining articles. */
export interface DiningMain<T extends Text = string> {
  recommend: RestaurantSummary<T>[];
  introduction?: Localized & {
    story: Localized & { badge: T; title: T; content: T; article?: string };
    qtsas: Localized & { title: T; content: T };
  };
  awards: AwardLevel<T>[];
  /** How many restaurants hold a quality award: with none, the page offers no award listing (issue 26). */
  qtsasCount: number;
  articles: ArticleCard<T>[];
}

/** GET /api/dining/qtsas_restaurant: the matching award holders, and `total`, how many there are whatever the search. */
export interface QtsasSearch<T extends Text = string> {
  resultCount: number;
  results: RestaurantSummary<T>[];
  total: number;
}

export interface RestaurantFilters<T extends Text = string> {
  categories: Option<T>[];
  districts: Option<T>[];
  cuisines: Option<T>[];
  awards?: Option<T>[];
}

export interface HotelSummary<T extends Text = string> extends Localized, CardHours {
  id: string;
  name: T;
  coordinate: LonLat;
  star: Option<T>;
  district: Option<T>;
  summary: T;
  address: T;
  thumbnail: string;
  award: Award<T>[];
  /** Set by the server's builders; answers carry `status` instead. */
  statusKind?: PlaceKind;
  status?: PlaceStatus;
}

export interface HotelDetail<T extends Text = string> extends HotelSummary<T> {
  title: T;
  description: T;
  banner: string;
  gallery: string[];
  infos: SightInfos<T>;
  pois: Poi<T>[];
}

/** A hotel class with how many hotels it has and its picture (SPEC §3 introduction stars). */
export interface StarClass<T extends Text = string> extends Localized {
  name: T;
  value: string;
  order: number;
  count: number;
  thumbnail: string;
}

/** GET /api/accommodation without criteria: the star classes, the introduction and the hotel awards. */
export interface AccommodationMain<T extends Text = string> {
  stars: StarClass<T>[];
  introduction?: Localized & { title: T; content: T };
  awards: AwardLevel<T>[];
}

export interface HotelFilters<T extends Text = string> {
  stars: Option<T>[];
  districts: Option<T>[];
  awards: Option<T>[];
}

export interface Paged<X> {
  page: number;
  resultCount: number;
  results: X[];
}

export type EventStatus = 'inProgress' | 'upComing' | 'fullMonth' | 'ended';

export interface EventSummary<T extends Text = string> extends Localized {
  id: string;
  name: T;
  summary: T;
  eventDate?: string;
  month?: string;
  showDate?: T;
  datesConfirmed?: string;
  dateStatus: EventStatus;
  hidden: boolean;
  daysBeforeStart?: number;
  daysBeforeEnd?: number;
  badge?: 'ending' | 'starting';
  types: Option<T>[];
  coordinate?: LonLat;
  location: (Localized & { name?: T; coordinate: LonLat })[];
  thumbnail: string;
  /** Set by the server's builders; answers carry `status` instead. */
  statusKind?: PlaceKind;
  status?: PlaceStatus;
}

export interface EventDetail<T extends Text = string> extends EventSummary<T> {
  title: T;
  description: T;
  organizer?: T;
  /** As on SightInfos. */
  sources?: SourceRef[];
  checked?: string;
  hours?: string;
  publicHolidays?: string[];
  banner: string;
  gallery: string[];
  pois: Poi<T>[];
}

export interface CalendarLookup<T extends Text = string> extends EventSummary<T> {
  link?: string;
}

export interface WhatsonSearch<T extends Text = string> {
  resultCount: number;
  top: EventSummary<T>[];
  results: EventSummary<T>[];
}

export interface WhatsonFilters<T extends Text = string> {
  types: Option<T>[];
  months: MonthOption[];
}

export interface ArticleSection<T extends Text = string> extends Localized {
  id: string;
  title: T;
  content: T;
}

export interface ArticleResponse<T extends Text = string> extends Localized {
  category: string;
  slug: string;
  title: T;
  summary?: T;
  banner: string;
  thumbnail?: string;
  content?: T;
  tabs: ArticleSection<T>[];
  sections: ArticleSection<T>[];
  author?: Localized & { name: T; link?: string };
  otherMedia?: { audioGuide: AudioTrack<T>[] };
  updatedAt?: string;
  style?: string;
  script?: { fullWidth: boolean };
}

/** An event of the year's calendar, with whether its dates are confirmed (SPEC §4). */
export interface CalendarEvent<T extends Text = string> extends CalendarLookup<T> {
  calendarStatus: 'confirmed' | 'other' | 'tbc';
}

/** GET /api/enf/calendar (`Introduction` is the older spelling of `introduction`; both carry the same HTML). */
export interface CalendarResponse<T extends Text = string> {
  Introduction?: T;
  introduction?: T;
  enfs: CalendarEvent<T>[];
}

/** GET /api/enf/whatson-pdf: the monthly what's-on guides, newest first. */
export interface WhatsonPdf<T extends Text = string> {
  id: string;
  /** YYYY-MM */
  month: string;
  title: T;
  file: string;
  link: string;
}
