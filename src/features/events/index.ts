// Events: the events page, the what's-on search and the event pages.
export { EventsScreen } from './EventsScreen';
export { CalendarScreen } from './CalendarScreen';
export { WhatsonGuideScreen } from './WhatsonGuideScreen';
export { WhatsonSearchScreen } from './WhatsonSearchScreen';
export { EventDetailScreen } from './EventDetailScreen';
import './events.css';
