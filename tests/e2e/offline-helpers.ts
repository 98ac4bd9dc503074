// What the offline journeys share: a first visit that waits for the core save, the HTTP cache emptied (CDP), and a
// network cut, held or slowed as a traveller meets it.
import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { Announcement } from '#shared/api/site';
import { localePush } from '../../server/push/titles';
import { BASE, appReady, waitForServiceWorker } from './harness';

/** The kind of pack stored for a locale ('core' after a first visit, 'full' after "Save Macao for offline"). */
export function packKind(page: Page, locale: string): Promise<string | null> {
  return page.evaluate(async (l) => {
    if (!(await caches.has(`guide-pack:${l}`))) return null;
    const meta = await (await caches.open(`guide-pack:${l}`)).match(`${location.origin}/__guide-pack/meta`);
    return meta ? ((await meta.json()) as { kind: string }).kind : null;
  }, locale);
}

export async function firstVisit(page: Page, locale = 'en'): Promise<void> {
  await page.goto(`${BASE}/${locale}`);
  await appReady(page);
  await waitForServiceWorker(page);
  // A cold server builds the locale's manifest and search index first (20-40 s on a busy two-core machine).
  await expect.poll(() => packKind(page, locale), { timeout: 90_000 }).toBe('core');
}

export async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * A slow line: every API answer (the worker's requests included) is held `ms` before it goes through. The returned
 * function ends the slowness; answers already held still arrive late.
 */
export async function slowApi(page: Page, ms: number): Promise<() => Promise<void>> {
  await clearHttpCache(page);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const hold = (route: Route) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void route.continue().catch(() => undefined);
    }, ms);
    timers.add(timer);
  };
  await page.context().route('**/api/**', hold);
  return () => page.context().unroute('**/api/**', hold);
}

/** Records whether the page ever showed a level-1 heading with `text` (a screen shown and replaced between two looks). */
export async function recordHeadings(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.context().addInitScript((t) => {
    const w = window as unknown as { __sawHeading?: boolean };
    w.__sawHeading = false;
    new MutationObserver(() => {
      if (Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim() === t)) w.__sawHeading = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __sawHeading?: boolean }).__sawHeading === true);
}

/** Every request fails, as with the radio off; the HTTP cache is emptied first so only the worker can answer. */
export async function cutNetwork(page: Page): Promise<() => Promise<void>> {
  await clearHttpCache(page);
  const cut = (route: Route) => void route.abort('internetdisconnected');
  await page.context().route('**', cut);
  return () => page.context().unroute('**', cut);
}

/** Delivers a push message to the page's service worker registration as the browser's push service would. */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const r = e.registrations.find((x) => !x.isDeleted && x.scopeURL.startsWith(BASE));
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE, registrationId: await registration, data });
  await cdp.detach();
}

/** Pushes Typhoon Signal No. 8 (in force now) to the page's worker, as the server sends it to an English subscriber. */
export async function pushSignal8(page: Page, id: string): Promise<void> {
  const now = Date.now();
  const signal: Announcement = {
    id,
    content: '<p>Typhoon Signal No. 8 is in force. Stay indoors.</p>',
    issuedTime: Math.floor(now / 1000),
    active: true,
    isWarning: true,
    channels: ['web', 'app'],
    kind: 'typhoon',
  };
  await deliverPush(page, JSON.stringify(localePush('en', signal, { asOf: now, warnings: [{ type: 'typhoon', level: '8NE', since: now }] })));
}

/** The manifest entries (and aliases) the page cannot read whole: not 200, or not the manifest's size. */
export function entriesNotWhole(page: Page, entries: { url: string; bytes: number; aliases?: string[] }[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const out: string[] = [];
    for (const e of list) {
      for (const url of [e.url, ...(e.aliases ?? [])]) {
        const res = await fetch(url);
        if (res.status !== 200 || (await res.arrayBuffer()).byteLength !== e.bytes) out.push(`${url} ${res.status}`);
      }
    }
    return out;
  }, entries);
}
