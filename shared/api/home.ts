// Response shapes of the home page's blocks, the detailed weather and the site search (SPEC §3, §7).
import type { Localized, WeatherBrief } from './site';

export interface Attraction extends Localized {
  id: string;
  name: string;
  category: string;
  group: string;
  summary?: string;
  thumbnail: string;
  worldHeritage?: boolean;
}

export interface PopularGroup extends Localized {
  id: string;
  name: string;
  attractions: Attraction[];
}

export interface HappeningCard extends Localized {
  id: string;
  title: string;
  summary: string;
  link: string;
  image: string;
}

export interface HappeningBanner extends Localized {
  id: string;
  title: string;
  link: string;
  image: string;
}

export interface WhatsHappening {
  cards: HappeningCard[];
  banners: HappeningBanner[];
}

export interface TopTour extends Localized {
  category: string;
  group: string;
  name: string;
  summary: string;
  duration?: string;
  thumbnail: string;
  banner: string;
  sights: { id: string; name: string; order: number }[];
}

export interface UpcomingEvent extends Localized {
  id: string;
  name: string;
  summary?: string;
  eventDate?: string;
  month?: string;
  showDate?: string;
  dateStatus: 'inProgress' | 'upComing' | 'fullMonth' | 'ended';
  daysBeforeStart?: number;
  daysBeforeEnd?: number;
  badge?: 'ending' | 'starting';
  types: { name: string; value: string }[];
  location: { name?: string }[];
  thumbnail: string;
}

export interface SocialFeeds {
  infoFeeds: string[];
  imgFeeds: string[];
}

export interface FeedPost extends Localized {
  id: string;
  text: string;
  image: string;
  is_repost: boolean;
  network_id: string;
  url: string;
  user_url: string;
  source_identifier: string;
  created?: string;
}

export interface FeedPosts {
  posts: FeedPost[];
}

export interface ForecastDay extends Localized {
  date: string;
  min: number;
  max: number;
  humidityMin: number;
  humidityMax: number;
  status: string;
  summary: string;
}

export interface WeatherDetail extends WeatherBrief {
  forecast: ForecastDay[];
  uvIndex: number | null;
  band: number;
}

export interface SearchItem {
  link: string;
  title: string;
  htmlTitle: string;
  htmlFormattedUrl: string;
  htmlSnippet: string;
  snippet?: string;
  thumbnail?: string;
  date?: string;
}

export interface SearchResponse {
  items?: SearchItem[];
  queries: { request: { searchTerms: string; startIndex: number; count: number; totalResults: string }[] };
  spelling?: { correctedQuery: string; htmlCorrectedQuery?: string };
}
