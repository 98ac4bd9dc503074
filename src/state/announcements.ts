// Announcement bar state (SPEC §4): open or collapsed, the detail view, the rotating item and the larts last-seen mark.
import { useContext } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { parseCookies } from '#shared/cookies';
import { LARTS_COOKIE, lartsCookie, parseLastSeen, rotate } from '#/lib/announcement-queue';
import { StateScopeContext } from './scope-context';

function readLastSeen(cookie: string): number | null {
  return parseLastSeen(parseCookies(cookie)[LARTS_COOKIE]);
}

/** The bar as a `cookie` header leaves it: the browser's at start, or none for a server render (src/entry-server.tsx). */
export function createAnnouncementBarState(cookie: string) {
  const seen = readLastSeen(cookie);
  // `lastSeen` stays as read at page load, so a dismissed bar stays (collapsed) until the next visit; `seen` is what the cookie holds now.
  return proxy({ open: true, detail: false, index: 0, lastSeen: seen, seen });
}

export type AnnouncementBarState = ReturnType<typeof createAnnouncementBarState>;

const state = createAnnouncementBarState(typeof document === 'undefined' ? '' : document.cookie);

/** The page takes the visitor's seen announcements from its cookies once hydrated (src/main.tsx). */
export function readLastSeenFrom(cookie: string): void {
  state.lastSeen = state.seen = readLastSeen(cookie);
  state.open = true;
  state.detail = false;
  state.index = 0;
}

/** The render's own bar when it has one (a server render), else the page's. */
export function useAnnouncementBar() {
  return useSnapshot(useContext(StateScopeContext)?.announcementBar ?? state);
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
