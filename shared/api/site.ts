// Response shapes of the site-wide API calls the shell makes on every page (SPEC §3, §7): menus, announcements,
// weather, banners, social links and the office's details. `T` is the text type (see ./text).
import type { Localized, Text } from './text';
import type { Promoted } from '../current';

export type { Localized, ML, Text } from './text';

export interface TravelEssentialMenuEntry<T extends Text = string> extends Localized {
  id: string;
  name: T;
  items: (Localized & { name: T; slug: string; category: string; link: string })[];
}

export interface ExperienceMenuEntry<T extends Text = string> extends Localized {
  category: string;
  name: T;
  groups: (Localized & { group: string; name: T })[];
  topViewSight: (Localized & { group: string; id: string; name: T; thumbnail: string }) | null;
}

export interface Announcement<T extends Text = string> extends Localized {
  id: string;
  content: T;
  issuedTime: number;
  /** When it stops being news (seconds since the epoch, excluded): after it, it is neither shown nor counted. */
  endTime?: number;
  active: boolean;
  isWarning: boolean;
  channels: string[];
  kind?: string;
}

export interface AnnouncementResponse<T extends Text = string> {
  messages: Announcement<T>[];
  information: (Localized & { id: string; content: T; channel: string; issuedTime: number })[];
}

export interface WeatherWarning {
  type: string;
  inforce?: boolean | number | string;
  status: number;
  name?: string;
}

/** The header's weather: '-' and no status while the office has published nothing. */
export interface WeatherBrief {
  temp: number | '-';
  humidity: number | '-';
  humi: number | '-';
  status: string | null;
  warnings: WeatherWarning[];
}

export interface FooterBanner<T extends Text = string> extends Localized, Promoted {
  id: string;
  link: string;
  image: string;
  title: T;
  showOn: { url: string; exact: boolean }[];
}

export interface HomeBanner<T extends Text = string> extends Localized, Promoted {
  id: string;
  link: string;
  title: T;
  image: string;
}

export interface SocialSubscription<T extends Text = string> extends Localized {
  type: string;
  name: T;
  link: string;
}

export interface SiteInfo<T extends Text = string> extends Localized {
  office: T;
  address: T;
  emails: string[];
  tel: string;
  fax?: string;
  hotline: string;
  appLinks: { name: string; link: string }[];
  enewsLink: string;
  industrySite: string;
  tripPlanner: string;
  chatbot: string;
  aboutLinks: (Localized & { slug: string; title: T })[];
}
