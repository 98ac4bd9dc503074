// Where the trip lives in IndexedDB (idb-keyval): My trip reads and writes it; walking directions only read it, to
// start a walk from a saved place without loading My trip's code.
export const TRIP_DB = 'macao-trip';
export const TRIP_STORE = 'trip';
export const TRIP_KEY = 'trip';
