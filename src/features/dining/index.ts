// Dining: the dining page, the restaurant search and pages, and the quality-award (QTSAS) restaurants.
export { DiningScreen } from './DiningScreen';
export { RestaurantSearchScreen, type RestaurantSearch } from './RestaurantSearchScreen';
export { RestaurantEntityScreen } from './RestaurantEntityScreen';
export { QtsasSearchScreen } from './QtsasSearchScreen';
export { QtsasEntityScreen } from './QtsasEntityScreen';
import './dining.css';
