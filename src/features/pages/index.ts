// Generic page screens and the map-category check used by the map routes.
import { EXPERIENCE_CATEGORIES, TOUR_CATEGORIES } from '#shared/routes';

export { PageScreen } from './PageScreen';
export { SCREEN_TITLES, CATEGORY_TITLES, type ScreenId } from './titles';

/** Categories served at /{locale}/{category}: the tour categories and three experience categories. */
export function isMapCategory(category: string): boolean {
  return (TOUR_CATEGORIES as readonly string[]).includes(category) || ((EXPERIENCE_CATEGORIES as readonly string[]).includes(category) && category !== 'fnb');
}
