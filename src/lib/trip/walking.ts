// Walking time between two stops. Until offline walking directions exist (issue 33), the straight line times a
// detour factor: Macao's old streets wind, so the straight line alone promises too little. This is the one place the
// estimate lives, so the real route can replace it.
import { distanceMetres, type LonLat } from '#shared/geo';

/** Streets against the straight line: about 1.3 in dense old towns (Boscoe, Henderson & Kunkel-Hill 2012). */
export const DETOUR_FACTOR = 1.3;
/** 4.5 km/h, an unhurried sightseeing pace. */
export const WALKING_METRES_PER_MINUTE = 75;

/** Whole minutes on foot from `a` to `b` (0 for the same point). */
export function walkingMinutes(a: LonLat, b: LonLat): number {
  return Math.ceil((distanceMetres(a, b) * DETOUR_FACTOR) / WALKING_METRES_PER_MINUTE);
}
