// The map guide's screens: sight-map categories, groups and entities, sights, tags, award restaurants, events, hotels.
export { CategoryScreen } from './sights/CategoryScreen';
export { GroupScreen } from './sights/GroupScreen';
export { EntityScreen } from './sights/EntityScreen';
export { SightScreen } from './sights/SightScreen';
export { TagScreen } from './sights/TagScreen';
export { QtsasSearchScreen } from './dining-award/QtsasSearchScreen';
export { QtsasEntityScreen } from './dining-award/QtsasEntityScreen';
export { WhatsonSearchScreen } from './whatson/WhatsonSearchScreen';
export { EventDetailScreen } from './whatson/EventDetailScreen';
export { HotelSearchScreen, type HotelSearch } from './accommodation/HotelSearchScreen';
export { HotelEntityScreen } from './accommodation/HotelEntityScreen';
import './sight-map.css';
