// Interface names for the guide's levels, filters and categories, used when the settings do not name them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccessibilityFile } from '#/api/accessibility-queries';
import type { LevelBadge, LevelFilter } from './rules';

export const LEVEL_LABELS: Record<LevelBadge, MessageDescriptor> = {
  'wheelChair.full': msg`Full wheelchair access`,
  'wheelChair.half': msg`Partial wheelchair access`,
  'wheelChair.no': msg`No wheelchair access`,
  carPark: msg`Accessible parking`,
  valetParking: msg`Valet parking`,
  visuallyImpaired: msg`For visually impaired visitors`,
  hearingImpaired: msg`For hearing impaired visitors`,
  locked: msg`Accessible toilet kept locked`,
};

export const FILTER_LABELS: Record<LevelFilter, MessageDescriptor> = {
  'wheelChair-full': msg`Full wheelchair access`,
  'wheelChair-half': msg`At least partial wheelchair access`,
  carPark: msg`Accessible parking`,
  valetParking: msg`Valet parking`,
  visuallyImpaired: msg`For visually impaired visitors`,
  hearingImpaired: msg`For hearing impaired visitors`,
};

/** Which settings label names a filter (the settings carry names in every locale). */
export const FILTER_SETTING_KEY: Partial<Record<LevelFilter, string>> = {
  'wheelChair-full': 'wheelChair.full',
  carPark: 'carPark',
  valetParking: 'valetParking',
  visuallyImpaired: 'visuallyImpaired',
  hearingImpaired: 'hearingImpaired',
};

export const CATEGORY_LABELS: Record<AccessibilityFile, MessageDescriptor> = {
  hotels: msg`Hotels`,
  restaurants: msg`Restaurants`,
  malls: msg`Shopping malls`,
  sights: msg`Sights`,
  borders: msg`Border checkpoints`,
  expos: msg`Expo venues`,
};
