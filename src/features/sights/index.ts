// Sights: map categories (experience and tour overviews), groups, single sights, tags and the light festival page.
export { CategoryScreen } from './CategoryScreen';
export { GroupScreen } from './GroupScreen';
export { EntityScreen } from './EntityScreen';
export { SightScreen } from './SightScreen';
export { TagScreen } from './TagScreen';
export { LightFestivalScreen } from './LightFestivalScreen';
import './sights.css';
