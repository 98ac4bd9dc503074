// What lists and map popups use from walking directions: the "Walk here" link only. The routing code and the panel
// stay behind `#/features/walk` (index.ts), which only place pages import.
export { WalkHereLink } from './WalkHereLink';
