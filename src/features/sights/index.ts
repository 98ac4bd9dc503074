// Sights: map categories (experience and tour overviews), groups, single sights, tags (the light festival is an article page).
export { CategoryScreen } from './CategoryScreen';
export { GroupScreen } from './GroupScreen';
export { EntityScreen } from './EntityScreen';
export { SightScreen } from './SightScreen';
export { TagScreen } from './TagScreen';
import './sights.css';
