// The visitor's position (SPEC §4): off → loading → on, with the fail, not-supported and out-of-bounds alerts.
import { proxy, useSnapshot } from 'valtio';
import { inMacaoBounds, type LonLat } from '#shared/geo';

export type GeoStatus = 'off' | 'loading' | 'on';
export type GeoAlert = 'fail' | 'unsupported' | 'outOfBounds';

/** SPEC §9: high accuracy, 10 s timeout, never a cached position. */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
/** SPEC §5: the out-of-bounds alert shows at most once per 500 ms. */
export const OUT_OF_BOUNDS_THROTTLE_MS = 500;

interface GeoState {
  status: GeoStatus;
  /** null until support has been tested (once). */
  supported: boolean | null;
  position: LonLat | null;
  alert: GeoAlert | null;
  /** The 'no geolocation information' map notice was dismissed. */
  noticeDismissed: boolean;
  /** Asks the map to fly to the visitor (the map's own locator). */
  locateRequest: number;
}

export const geolocation = proxy<GeoState>({ status: 'off', supported: null, position: null, alert: null, noticeDismissed: false, locateRequest: 0 });

export function useGeolocation() {
  return useSnapshot(geolocation);
}

let lastOutOfBounds = -Infinity;

/** Shows the out-of-bounds alert unless it was shown less than 500 ms ago; returns whether it showed. */
export function alertOutOfBounds(now: number = Date.now()): boolean {
  if (now - lastOutOfBounds < OUT_OF_BOUNDS_THROTTLE_MS) return false;
  lastOutOfBounds = now;
  geolocation.alert = 'outOfBounds';
  return true;
}

function testSupport(): boolean {
  if (geolocation.supported === null) geolocation.supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  return geolocation.supported;
}

export function turnGeolocationOn(): void {
  if (!testSupport()) {
    geolocation.alert = 'unsupported';
    return;
  }
  if (geolocation.status === 'loading') return;
  geolocation.status = 'loading';
  navigator.geolocation.getCurrentPosition(
    (pos) => {
      const p: LonLat = [pos.coords.longitude, pos.coords.latitude];
      if (!inMacaoBounds(p)) {
        // A position outside the map cannot sort Macao's places usefully.
        geolocation.status = 'off';
        geolocation.position = null;
        alertOutOfBounds();
        return;
      }
      geolocation.position = p;
      geolocation.status = 'on';
      geolocation.alert = null;
      geolocation.locateRequest += 1;
    },
    () => {
      geolocation.status = 'off';
      geolocation.position = null;
      geolocation.alert = 'fail';
    },
    GEO_OPTIONS,
  );
}

export function turnGeolocationOff(): void {
  geolocation.status = 'off';
  geolocation.position = null;
  geolocation.locateRequest = 0;
}

export function dismissGeoAlert(): void {
  geolocation.alert = null;
}

export function dismissNoGeoNotice(): void {
  geolocation.noticeDismissed = true;
}
