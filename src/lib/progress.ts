// The route-change progress rule of SPEC §4: quick (<100 ms) or slow (>500 ms) navigations finish at once.

export const ROUTING_MIN_MS = 100;
export const ROUTING_MAX_MS = 500;

/** How long to keep the progress bar after a navigation that took `elapsedMs` resolved. */
export function progressFinishDelay(elapsedMs: number): number {
  if (elapsedMs < ROUTING_MIN_MS || elapsedMs > ROUTING_MAX_MS) return 0;
  return ROUTING_MAX_MS - elapsedMs;
}
