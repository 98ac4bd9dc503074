// Offline: the screen shown when a page is not saved, and the "Save Macao for offline" page.
export { OfflineScreen } from './OfflineScreen';
export { SaveOfflineScreen } from './SaveOfflineScreen';
