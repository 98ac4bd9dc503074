// Names of the map categories (tour and experience categories) as translatable message descriptors.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const CATEGORY_TITLES: Record<string, MessageDescriptor> = {
  'suggested-tours': msg`Suggested tours`,
  'explore-on-your-own-routes': msg`Explore on your own`,
  'macao-light-festival': msg`Macao Light Festival`,
  'step-out-macao': msg`Step out, Macao`,
  'macao-full-of-fun': msg`Macao full of fun`,
  sightseeing: msg`Sightseeing`,
  'shows-and-entertainment': msg`Shows and entertainment`,
  shopping: msg`Shopping`,
  fnb: msg`Specialty foods`,
};
