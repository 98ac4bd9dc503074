// What the sight routes' definitions need outside the lazily loaded screens: which categories are map
// categories, and the article shown at macao-light-festival's base path.
import { EXPERIENCE_CATEGORIES, TOUR_CATEGORIES } from '#shared/routes';

/** Categories served at /{locale}/{category}: the tour categories and three experience categories. */
export function isMapCategory(category: string): boolean {
  return (TOUR_CATEGORIES as readonly string[]).includes(category) || ((EXPERIENCE_CATEGORIES as readonly string[]).includes(category) && category !== 'fnb');
}

/** The article shown at macao-light-festival's base path. */
export const LIGHT_FESTIVAL = { category: 'custom', slug: 'macao-light-festival' } as const;
