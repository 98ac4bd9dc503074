// GET /api/trip/places: what My trip stores with each saved place, in every language the guide has it in, so the
// trip shows in any language without the saved guide (issue 32).
import type { DateRange } from '../events';
import type { LonLat } from '../geo';
import type { Locale } from '../locales';
import type { PlaceStatus } from './status';

/** Text per language as a list: answers collapse `{ en, pt, … }` objects to the request's language. */
export type TextByLocale = { locale: Locale; text: string }[];

export interface TripPlaceFacts {
  /** `${kind}:${id}` as asked. */
  key: string;
  names: TextByLocale;
  addresses?: TextByLocale;
  /** [lon, lat]. */
  coordinate?: LonLat;
  /** The place's page after `/{locale}/`. */
  path: string;
  hours?: string;
  publicHolidays?: string[];
  dates?: DateRange[];
  /** What the warnings in force mean for the place (its kind for the rules, the effect now). */
  status?: PlaceStatus;
}

export interface TripPlacesAnswer {
  places: TripPlaceFacts[];
  /** Keys the guide does not have (any more). */
  missing: string[];
}
