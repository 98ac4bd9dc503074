// The currency rule (shared/current.ts) on the browser's copy of a promoted list: what has ended since the answer was
// made drops out, so a card kept in the saved guide never promotes a festival that is over.
import { isPromotableAt, type Promoted } from '#shared/current';

export function promotedNow<T extends Promoted>(items: readonly T[], now: Date): T[] {
  return items.filter((item) => isPromotableAt(item, now));
}
