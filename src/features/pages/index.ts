// The generic placeholder screen still used by routes whose sections are built elsewhere.
export { PageScreen } from './PageScreen';
export { SCREEN_TITLES, type ScreenId } from './titles';
