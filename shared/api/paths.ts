// The API contract, written once: every GET route's path pattern and the shape it answers (`ApiResponses`), and the
// path builders both sides use. The server registers each route by its pattern and its builder must return the
// route's shape (in `ML`, before the visitor's locale is picked); the app's query factories and the offline pack's
// URL list build their URLs with `apiPath`, so a screen's answer and the saved answer are one URL by construction.
import type { AccessibilityItem, AccessibilitySettings } from './accessibility';
import type { FeedPosts, PopularGroup, SocialFeeds, TopTour, UpcomingEvent, WeatherDetail, WhatsHappening } from './home';
import type { AgencyDetail, AgencySearchAnswer, ArticleDetail, ArticleList, Brochure, InfoPlace, MoreItem, VideoGallery, VideoPlaylists } from './info';
import type {
  AccommodationMain,
  CalendarLookup,
  CalendarResponse,
  DiningMain,
  EventDetail,
  ExperienceGroupResponse,
  ExperienceOverview,
  HotelDetail,
  HotelFilters,
  HotelSummary,
  Paged,
  Poi,
  QtsasSearch,
  RestaurantDetail,
  RestaurantFilters,
  RestaurantSummary,
  SightDetail,
  TagResponse,
  TourGroup,
  TourOverview,
  WhatsonFilters,
  WhatsonPdf,
  WhatsonSearch,
} from './places';
import type { SearchResult } from './search';
import type { TripPlacesAnswer } from './trip';
import type {
  AnnouncementResponse,
  ExperienceMenuEntry,
  FooterBanner,
  HomeBanner,
  SiteInfo,
  SocialSubscription,
  TravelEssentialMenuEntry,
  WeatherBrief,
} from './site';
import type { WarningsAnswer } from './status';
import type { Text } from './text';
import type { WarningRule } from '../warnings';

/** The four directories of office places (SPEC §7), each answered at /api/{kind}. */
export type InfoPlaceKind = 'border-checkpoints' | 'info-counters' | 'delegations' | 'representatives';

/** What each GET route answers. `T` is the text type: `ML` where the server builds it, `string` in the app. */
export interface ApiResponses<T extends Text = string> {
  '/api/experience/menu': ExperienceMenuEntry<T>[];
  '/api/travelessential/menu': TravelEssentialMenuEntry<T>[];
  '/api/banner/home': HomeBanner<T>[];
  '/api/banner/footer': FooterBanner<T>[];
  '/api/socialmedia/subscription': SocialSubscription<T>[];
  '/api/site': SiteInfo<T>;
  '/api/announcement': AnnouncementResponse<T>;
  /** `?detail=1` adds the forecast. */
  '/api/weather': WeatherBrief | WeatherDetail<T>;
  '/api/warnings': WarningsAnswer;
  '/api/popularattraction': PopularGroup<T>[];
  '/api/socialmedia/feed': SocialFeeds;
  '/api/curator/v1/feeds/:feedId/posts': FeedPosts<T>;
  '/api/tour/top': TopTour<T>[];
  '/api/whatshappening': WhatsHappening<T>;
  '/api/more': { items: MoreItem<T>[] };
  '/api/experience/:category': ExperienceOverview<T>;
  '/api/experience/:category/:group': ExperienceGroupResponse<T>;
  '/api/experience/:category/:group/:entity': SightDetail<T>;
  '/api/tour/:category': TourOverview<T>;
  '/api/tour/:category/:group': TourGroup<T>;
  '/api/tour/:category/:group/:entity': SightDetail<T> & { order?: number };
  '/api/sight/:id': SightDetail<T>;
  '/api/tag/:tagId': TagResponse<T>;
  '/api/pois': Poi<T>[];
  '/api/dining': DiningMain<T>;
  '/api/dining/qtsas_restaurant_filter': RestaurantFilters<T>;
  '/api/dining/restaurant_filter': RestaurantFilters<T>;
  '/api/dining/qtsas_restaurant': QtsasSearch<T>;
  '/api/dining/restaurant': Paged<RestaurantSummary<T>>;
  '/api/dining/qtsas_restaurant/:id': RestaurantDetail<T>;
  '/api/dining/restaurant/:id': RestaurantDetail<T>;
  /** No search parameter: the introduction; any: a page of hotels. */
  '/api/accommodation': AccommodationMain<T> | Paged<HotelSummary<T>>;
  '/api/accommodation_filter': HotelFilters<T>;
  '/api/accommodation/:id': HotelDetail<T>;
  '/api/travelagency': AgencySearchAnswer<T>;
  '/api/travelagency/:id': AgencyDetail<T>;
  '/api/enf': { enfs: UpcomingEvent<T>[] };
  '/api/enf/whatson_filter': WhatsonFilters<T>;
  '/api/enf/whatson': WhatsonSearch<T>;
  '/api/enf/whatson/:id': EventDetail<T>;
  '/api/enf/calendar': CalendarResponse<T>;
  '/api/enf/calendar/:id': CalendarLookup<T>;
  '/api/enf/whatson-pdf': WhatsonPdf<T>[];
  '/api/border-checkpoints': InfoPlace<T>[];
  '/api/info-counters': InfoPlace<T>[];
  '/api/delegations': InfoPlace<T>[];
  '/api/representatives': InfoPlace<T>[];
  '/api/brochures': Brochure<T>[];
  '/api/article': ArticleDetail<T>;
  '/api/article/:category': ArticleList<T>;
  '/api/article/:category/:slug': ArticleDetail<T>;
  '/api/video-playlists': VideoPlaylists<T>;
  '/api/videogallery': VideoGallery<T>;
  /** The locale is in the path (SPEC §7); `file` is `accessibility.json` (the settings) or `{file}.json`. */
  '/api/accessibility/:locale/:file': AccessibilitySettings | AccessibilityItem[];
  '/api/gcse': SearchResult;
  /** What each warning means for each kind of place, for the worker's offline place status (issue 30). */
  '/api/offline/warning-rules': { rules: WarningRule[] };
  /** My trip: what is stored with each saved place, in every language (`?ids=kind:id,…`). */
  '/api/trip/places': TripPlacesAnswer;
}

export type ApiRoute = keyof ApiResponses;

/** The names of a route pattern's `:parameters`. */
export type RouteParamNames<R extends string> = R extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<`/${Rest}`>
  : R extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<R extends string> = { [K in RouteParamNames<R>]: string };

declare const route: unique symbol;
/** A path of route `R` (parameters filled in and encoded): what `apiGet` is given, so it knows the answer's shape. */
export type ApiPath<R extends ApiRoute = ApiRoute> = string & { readonly [route]: R };

/** The answer a path of route `R` gets, as the app reads it. */
export type ApiAnswer<R extends ApiRoute> = ApiResponses[R];

/** The path of `pattern` with its parameters filled in, each one encoded as a single segment. */
export function apiPath<R extends ApiRoute>(pattern: R, ...params: RouteParamNames<R> extends never ? [] : [RouteParams<R>]): ApiPath<R> {
  const values: Record<string, string> = params[0] ?? {};
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '')) as ApiPath<R>;
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** A query string's part as a form encodes it (a space is '+'), as URLSearchParams writes it (not in shared's libraries). */
const formPart = (s: string): string =>
  encodeURIComponent(s)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/**
 * An API URL as the app requests it: the path (with any query it carries), the parameters that have a value, and
 * `lang` last (none when the locale is in the path). The offline pack lists URLs built the same way.
 */
export function apiUrl(path: string, locale: string | null, params: QueryParams = {}): string {
  const q = path.indexOf('?');
  const pathname = q >= 0 ? path.slice(0, q) : path;
  const given: [string, string][] = Object.entries(params).flatMap(([k, v]) => (v !== undefined && v !== null && v !== '' ? [[k, String(v)]] : []));
  if (locale) given.push(['lang', locale]);
  const names = new Set(given.map(([k]) => k));
  // A parameter given both in the path and apart is sent once, with the value given apart.
  const kept = (q >= 0 ? path.slice(q + 1).split('&') : []).filter(
    (pair) => pair !== '' && !names.has(decodeURIComponent(pair.split('=')[0]!.replace(/\+/g, ' '))),
  );
  const query = [...kept, ...given.map(([k, v]) => `${formPart(k)}=${formPart(v)}`)].join('&');
  return query ? `${pathname}?${query}` : pathname;
}
