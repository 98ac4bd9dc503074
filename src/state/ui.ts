// Shared interface state (SPEC §3): routing flag, viewport kind, mobile menu, scroll freezing.
import { useContext } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { Connection } from '#/api/connection';
import { StateScopeContext } from './scope-context';

export const MOBILE_BREAKPOINT = 1088;
export const SMALL_BREAKPOINT = 768;

/** The interface state of one page: the browser's (`ui`), or one server render's (createUiState). */
export function createUiState(width = 0, userAgent = '') {
  return proxy({
    routing: false,
    isMobile: width < MOBILE_BREAKPOINT,
    isIOS: /iP(hone|ad|od)/.test(userAgent),
    isAndroid: /Android/.test(userAgent),
    mobileMenuOpen: false,
    /** Number of open things (modals, the mobile menu) that freeze page scroll. */
    freezeCount: 0,
    mapHidden: true,
    showMapOnMobile: false,
    /** What the latest API call met: the network, or the saved guide because the network failed or was slow. */
    connection: 'online' as Connection,
  });
}

export type UiState = ReturnType<typeof createUiState>;

export const ui = createUiState(MOBILE_BREAKPOINT);

/** The render's own state when it has one (a server render), else the page's. */
export function useUi() {
  return useSnapshot(useContext(StateScopeContext)?.ui ?? ui);
}

export function setRouting(value: boolean): void {
  ui.routing = value;
}

export function setViewport(width: number, userAgent: string): void {
  ui.isMobile = width < MOBILE_BREAKPOINT;
  ui.isIOS = /iP(hone|ad|od)/.test(userAgent);
  ui.isAndroid = /Android/.test(userAgent);
  if (!ui.isMobile) ui.mobileMenuOpen = false;
}

export function setOnline(value: boolean): void {
  ui.connection = value ? 'online' : 'offline';
}

export function setConnection(value: Connection): void {
  if (ui.connection !== value) ui.connection = value;
}

function applyFreeze(): void {
  document.documentElement.classList.toggle('is-frozen', ui.freezeCount > 0);
}

export function freezeBody(): () => void {
  ui.freezeCount += 1;
  applyFreeze();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    ui.freezeCount = Math.max(0, ui.freezeCount - 1);
    applyFreeze();
  };
}

export function setMobileMenu(open: boolean): void {
  ui.mobileMenuOpen = open;
}

export function toggleMapOnMobile(show?: boolean): void {
  ui.showMapOnMobile = show ?? !ui.showMapOnMobile;
}

let routingStart = Date.now();

/** When the current (or last) navigation started, to tell a timed-out chunk from a missing one. */
export function routingStartedAt(): number {
  return routingStart;
}

export function markRoutingStart(): void {
  routingStart = Date.now();
}
