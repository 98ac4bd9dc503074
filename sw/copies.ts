// Choosing between two stored copies of one answer (the worker's last one and the saved guide's): pure, unit-tested.
import { SAVED_AT_HEADER } from '#shared/offline';

/** When a copy was fetched: the time the saved guide stored it, or the server's Date header. */
export function copyTime(copy: Response): number {
  return Date.parse(copy.headers.get(SAVED_AT_HEADER) ?? copy.headers.get('date') ?? '') || 0;
}

/** The more recent of two copies of one answer (either may be missing; the first wins a tie). */
export function newestCopy(a: Response | undefined, b: Response | undefined): Response | undefined {
  if (!a || !b) return a ?? b;
  return copyTime(b) > copyTime(a) ? b : a;
}
