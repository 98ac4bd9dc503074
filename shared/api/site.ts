// Response shapes of the API calls the app makes (SPEC §3, §7).

export interface Localized {
  /** Fields served in English because this locale has no text for them. */
  fallbackFields?: string[];
}

export interface TravelEssentialMenuEntry extends Localized {
  id: string;
  name: string;
  items: { name: string; slug: string; category: string; link?: string }[];
}

export interface ExperienceMenuEntry extends Localized {
  category: string;
  name: string;
  groups: { group: string; name: string }[];
  topViewSight?: { group: string; id: string; name: string; thumbnail: string };
}

export interface Announcement extends Localized {
  id: string;
  content: string;
  issuedTime: number;
  active: boolean;
  isWarning: boolean;
  channels?: string[];
  kind?: string;
}

export interface AnnouncementResponse {
  messages: Announcement[];
  information: { content: string; channel?: string }[];
}

export interface WeatherWarning {
  type: string;
  inforce?: boolean | number | string;
  status: number;
  name?: string;
}

export interface WeatherBrief {
  temp: number | '-';
  humidity?: number | '-';
  humi?: number | '-';
  status: string | null;
  warnings: WeatherWarning[];
}

export interface FooterBanner extends Localized {
  id?: string;
  link: string;
  image: string;
  title: string;
  showOn: { url: string; exact: boolean }[];
}

export interface HomeBanner extends Localized {
  id?: string;
  link: string;
  title: string;
  image: string;
}

export interface SocialSubscription {
  type: string;
  name: string;
  link: string;
}

export interface SiteInfo extends Localized {
  office: string;
  address: string;
  emails: string[];
  tel: string;
  fax?: string;
  hotline: string;
  appLinks: { name: string; link: string }[];
  enewsLink: string;
  industrySite: string;
  tripPlanner: string;
  chatbot: string;
  aboutLinks: { slug: string; title: string }[];
}
