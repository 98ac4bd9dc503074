// What the home hero, "This season" cards and banners may promote today: the shared currency rule applied to each
// item's own dates or to the dates of the event it stands for.
import { isPromotable, eventWindow, type Promoted } from '#shared/current';
import type { Store } from '../store';
import type { Dated } from '../store/types';

/** The item's window: its own start and end win over its event's. */
export function promotedWindow(store: Pick<Store, 'event'>, item: Dated): Promoted {
  const ev = item.event !== undefined ? store.event(item.event) : undefined;
  const fromEvent = ev ? eventWindow(ev) : undefined;
  return {
    start: item.start ?? fromEvent?.start,
    end: item.end ?? fromEvent?.end,
    retrospective: item.retrospective,
  };
}

/** The items that may be promoted on `today` (YYYY-MM-DD, Macao), in their order, each with its window to hand on. */
export function promotable<T extends Dated>(store: Pick<Store, 'event'>, items: readonly T[], today: string): { item: T; window: Promoted }[] {
  return items.map((item) => ({ item, window: compactWindow(promotedWindow(store, item)) })).filter(({ window }) => isPromotable(window, today));
}

function compactWindow(w: Promoted): Promoted {
  return {
    ...(w.start !== undefined ? { start: w.start } : {}),
    ...(w.end !== undefined ? { end: w.end } : {}),
    ...(w.retrospective ? { retrospective: true } : {}),
  };
}
