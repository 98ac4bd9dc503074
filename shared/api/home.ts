// Response shapes of the home page's blocks and the detailed weather (SPEC §3, §7). `T` is the text type (see ./text).
import type { EventSummary, SightSummary } from './places';
import type { WeatherBrief } from './site';
import type { Localized, Text } from './text';
import type { Promoted } from '../current';

export type { Localized } from './text';

/** A popular attraction is a sight's summary (a sight always has its category and group). */
export type Attraction<T extends Text = string> = SightSummary<T> & { category: string; group: string };

export interface PopularGroup<T extends Text = string> extends Localized {
  id: string;
  name: T;
  attractions: Attraction<T>[];
}

export interface HappeningCard<T extends Text = string> extends Localized, Promoted {
  id: string;
  title: T;
  summary: T;
  link: string;
  image: string;
}

export interface HappeningBanner<T extends Text = string> extends Localized, Promoted {
  id: string;
  title: T;
  link: string;
  image: string;
}

export interface WhatsHappening<T extends Text = string> {
  cards: HappeningCard<T>[];
  banners: HappeningBanner<T>[];
}

export interface TopTour<T extends Text = string> extends Localized {
  category: string;
  group: string;
  name: T;
  summary: T;
  duration?: T;
  thumbnail: string;
  banner: string;
  /** The stops in visiting order (`order` is set on each). */
  sights: SightSummary<T>[];
}

/** GET /api/enf: the next events, as the events search describes them. */
export type UpcomingEvent<T extends Text = string> = EventSummary<T>;

export interface SocialFeeds {
  infoFeeds: string[];
  imgFeeds: string[];
}

export interface FeedPost<T extends Text = string> extends Localized {
  id: string;
  text: T;
  image: string;
  is_repost: boolean;
  network_id: string;
  url: string;
  user_url: string;
  source_identifier: string;
  created?: string;
}

export interface FeedPosts<T extends Text = string> {
  posts: FeedPost<T>[];
  networks: { id: string; name: string }[];
  sources: { id: string; network_id?: string }[];
}

export interface ForecastDay<T extends Text = string> extends Localized {
  date: string;
  min: number;
  max: number;
  humidityMin: number;
  humidityMax: number;
  status: string;
  summary: T;
}

export interface WeatherDetail<T extends Text = string> extends WeatherBrief {
  forecast: ForecastDay<T>[];
  uvIndex: number | null;
  band: number;
}
