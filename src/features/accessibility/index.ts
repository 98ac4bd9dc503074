// The barrier-free access guide: the guide screen, the modal route and the route search rules.
export { GuideScreen } from './GuideScreen';
export { AccessibilityModalRoute, ACCESSIBILITY_MODAL_ID } from './AccessibilityModal';
export { type GuideSearch } from './search';
