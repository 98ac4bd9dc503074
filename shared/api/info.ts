// Response shapes of the information pages (SPEC §3, §7): articles, the travel essentials (office places, brochures,
// travel agencies) and the video playlists. `T` is the text type (see ./text): the server builds `Shape<ML>`, the app
// reads `Shape`.
import type { LonLat } from '../geo';
import type { Award, Option, Paged } from './places';
import type { Localized, Text } from './text';

/** An audio item (SPEC §3 media props): `lang` is the language it is spoken in, when not the page's. */
export interface AudioGuideItem<T extends Text = string> extends Localized {
  value: string;
  name: T;
  link: string;
  /** The language it is spoken in, when not the page's. */
  lang: string;
  /** The narration as text, in the page's language (its fallback field named in fallbackFields). */
  transcript?: T;
}

export interface ArticlePart<T extends Text = string> extends Localized {
  id: string;
  title: T;
  content: T;
}

export interface ArticleAuthor<T extends Text = string> extends Localized {
  name: T;
  link?: string;
}

export interface ArticleDetail<T extends Text = string> extends Localized {
  category: string;
  slug: string;
  title: T;
  summary?: T;
  banner: string;
  thumbnail: string;
  content?: T;
  tabs: ArticlePart<T>[];
  sections: ArticlePart<T>[];
  author?: ArticleAuthor<T>;
  otherMedia: { audioGuide: AudioGuideItem<T>[] };
  updatedAt: string;
  /** CSS applied to this article only. */
  style?: string;
  /** Configuration read as data (never run): `fullWidth` widens the article. */
  script?: { fullWidth?: boolean };
}

export interface ArticleSummary<T extends Text = string> extends Localized {
  category: string;
  slug: string;
  title: T;
  summary: T;
  thumbnail: string;
  updatedAt: string;
  author?: ArticleAuthor<T>;
}

/** GET /api/article/{category}: the articles of a category, newest first. */
export interface ArticleList<T extends Text = string> {
  category: string;
  articles: ArticleSummary<T>[];
}

export interface InfoPlace<T extends Text = string> extends Localized {
  id: string;
  name: T;
  summary?: T;
  address?: T;
  coordinate?: LonLat;
  openingHour?: T;
  tel?: string;
  email?: string;
  website?: string;
  region?: T;
  thumbnail: string;
  /** Ports of entry only. */
  transport?: string[];
  busRoutes?: string[];
  services?: string[];
  barrierFree?: { file: string; id: string };
}

export interface Brochure<T extends Text = string> extends Localized {
  id: string;
  title: T;
  summary: T;
  pages: number;
  /** Printed editions available at the counters. */
  languages: string[];
  /** The language the PDF is set in. */
  fileLanguage: string;
  /** Bytes of the PDF, when the server knows them without rendering it. */
  size?: number;
  link: string;
  thumbnail: string;
  cover: string;
}

export interface AgencyBranch<T extends Text = string> extends Localized {
  id: string;
  name: T;
  address: T;
  coordinate: LonLat;
  tel?: string;
}

export interface TravelAgency<T extends Text = string> extends Localized {
  id: string;
  name: T;
  licence: string;
  address: T;
  coordinate: LonLat;
  tel?: string;
  email?: string;
  website?: string;
  awards: Award<T>[];
  validity: number[];
  branchCount: number;
  branches: AgencyBranch<T>[];
  thumbnail: string;
  gallery: string[];
}

/** GET /api/travelagency: a page of agencies; `total` is the directory's size whatever the search. */
export type AgencySearchAnswer<T extends Text = string> = Paged<TravelAgency<T>> & { total: number; awards: Option<T>[] };

/** GET /api/travelagency/{id}: the agency and its offices as subsights. */
export interface AgencyDetail<T extends Text = string> extends TravelAgency<T> {
  title: T;
  subsights: (AgencyBranch<T> & { awards: Award<T>[]; thumbnail: string; gallery: string[] })[];
}

export interface PlaylistVideo<T extends Text = string> extends Localized {
  id: string;
  title: T;
  summary: T;
  duration: number;
  thumbnail: string;
  banner: string;
  src: string;
}

export interface Playlist<T extends Text = string> extends Localized {
  id: string;
  name: T;
  thumbnail?: string | undefined;
  videos: PlaylistVideo<T>[];
}

/** GET /api/video-playlists */
export interface VideoPlaylists<T extends Text = string> {
  playlists: Playlist<T>[];
}

/** GET /api/videogallery: the playlists' names and every video with its playlist. */
export interface VideoGallery<T extends Text = string> {
  playlists: (Localized & { id: string; name: T })[];
  videos: (PlaylistVideo<T> & { playlist: string })[];
}

/** GET /api/more: what sits next to a page. */
export interface MoreItem<T extends Text = string> extends Localized {
  id: string;
  title: T;
  summary: T;
  link: string;
  thumbnail: string;
}
