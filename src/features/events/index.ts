// Events: the what's-on search and the event pages.
export { WhatsonSearchScreen } from './WhatsonSearchScreen';
export { EventDetailScreen } from './EventDetailScreen';
