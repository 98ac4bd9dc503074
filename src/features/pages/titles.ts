// Titles of the screens that still show the placeholder, as translatable message descriptors.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const SCREEN_TITLES = {
  travelAgencySearch: msg`Find a travel agency`,
  travelEssentials: msg`Travel essentials`,
  travelAgencies: msg`Travel agencies`,
  portsOfEntry: msg`Ports of entry`,
  brochures: msg`Brochures`,
  touristInformation: msg`Tourist information`,
  msarDelegations: msg`MSAR delegations`,
  mgtoRepresentatives: msg`Tourism office representatives`,
  essentialArticle: msg`Travel essentials`,
  article: msg`Article`,
  diningArticle: msg`Dining`,
  videoPlaylists: msg`Video gallery`,
  events: msg`Events`,
  eventCalendar: msg`Event calendar`,
  dining: msg`Dining`,
  restaurantSearch: msg`Find a restaurant`,
  accommodation: msg`Accommodation`,
  whatsonGuide: msg`What's on guide`,
  whatsonDownload: msg`Download the what's on guide`,
  aboutUs: msg`About us`,
  contactUs: msg`Contact us`,
  terms: msg`Terms and conditions`,
  privacy: msg`Privacy statement`,
  cnyParade: msg`Chinese New Year Parade`,
  blog: msg`Blog`,
  blogArticle: msg`Blog`,
} satisfies Record<string, MessageDescriptor>;

export type ScreenId = keyof typeof SCREEN_TITLES;
