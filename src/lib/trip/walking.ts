// Walking time between two stops: the walking route's minutes once the walking graph has answered (issue 33,
// `walkingWith`), and until then (or where no walk joins them) the straight line times a detour factor: Macao's old
// streets wind, so the straight line alone promises too little.
import { distanceMetres, type LonLat } from '#shared/geo';

/** Streets against the straight line: about 1.3 in dense old towns (Boscoe, Henderson & Kunkel-Hill 2012). */
export const DETOUR_FACTOR = 1.3;
/** 4.5 km/h, an unhurried sightseeing pace. */
export const WALKING_METRES_PER_MINUTE = 75;

/** Whole minutes on foot from `a` to `b` (0 for the same point). */
export function walkingMinutes(a: LonLat, b: LonLat): number {
  return Math.ceil((distanceMetres(a, b) * DETOUR_FACTOR) / WALKING_METRES_PER_MINUTE);
}

/** The key of a walk from `a` to `b` (the route one way may differ from the other: one-way steps, slopes). */
export const walkKey = (a: LonLat, b: LonLat): string => `${a[0].toFixed(6)},${a[1].toFixed(6)}>${b[0].toFixed(6)},${b[1].toFixed(6)}`;

/** Walking minutes from the routes known so far (by walkKey), the estimate for the others. */
export function walkingWith(known: ReadonlyMap<string, number>): (a: LonLat, b: LonLat) => number {
  return (a, b) => known.get(walkKey(a, b)) ?? walkingMinutes(a, b);
}
