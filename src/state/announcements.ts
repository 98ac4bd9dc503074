// Announcement bar state (SPEC §4): open or collapsed, the detail view, the rotating item and the larts last-seen mark.
import { proxy, useSnapshot } from 'valtio';
import { parseCookies } from '#shared/cookies';
import { LARTS_COOKIE, lartsCookie, parseLastSeen, rotate } from '#/lib/announcement-queue';

function readLastSeen(cookie: string): number | null {
  return parseLastSeen(parseCookies(cookie)[LARTS_COOKIE]);
}

const initialSeen = readLastSeen(typeof document === 'undefined' ? '' : document.cookie);
// `lastSeen` stays as read at page load, so a dismissed bar stays (collapsed) until the next visit; `seen` is what the cookie holds now.
const state = proxy({ open: true, detail: false, index: 0, lastSeen: initialSeen, seen: initialSeen });

/** The server renders the bar as this visitor would see it, from the request's cookies (src/entry-server.tsx). */
export function readLastSeenFrom(cookie: string): void {
  state.lastSeen = state.seen = readLastSeen(cookie);
  state.open = true;
  state.detail = false;
  state.index = 0;
}

export function useAnnouncementBar() {
  return useSnapshot(state);
}

export const announcementBar = {
  expand(): void {
    state.open = true;
  },
  collapse(): void {
    state.open = false;
    state.detail = false;
  },
  openDetail(index?: number): void {
    if (index !== undefined) state.index = index;
    state.open = true;
    state.detail = true;
  },
  closeDetail(): void {
    state.detail = false;
  },
  step(count: number, step: 1 | -1 = 1): void {
    state.index = rotate(state.index, count, step);
  },
  /** Closes the detail, collapses the bar and remembers everything shown as seen. */
  dismiss(latest: number | null): void {
    state.detail = false;
    state.open = false;
    if (latest !== null) {
      document.cookie = lartsCookie(latest, state.seen);
      state.seen = Math.max(latest, state.seen ?? 0);
    }
  },
};
