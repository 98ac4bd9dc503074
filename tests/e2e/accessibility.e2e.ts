// Journey: the barrier-free access guide — list, level filters in the URL, the modal (own URL, focus, Esc),
// tab visibility, tel links, offline after one visit, and axe-core scans of the guide and the open modal.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RULES_OFF_BY_DEFAULT, axeScan, violations } from './axe';
import { BASE, appReady, newPage, newPageWithWorker, useBrowser, waitForServiceWorker } from './harness';

const { browser } = useBrowser();
const GUIDE = `${BASE}/en/barrier-free-access-guide`;

async function openGuide(page: Page, url = GUIDE): Promise<void> {
  await page.goto(url);
  await appReady(page);
  await page.getByRole('heading', { level: 1, name: 'Barrier-free access guide' }).waitFor();
  await page
    .getByRole('link', { name: /Access details.*Wynn Macau/ })
    .first()
    .waitFor();
}

const matchCount = async (page: Page): Promise<number> => {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /places? match/ })
      .textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
};

/** Scans a part of the page (the shell has its own scans) with every rule on, experimental and label-in-name included. */
async function scan(page: Page, scope: string): Promise<string[]> {
  return violations(axeScan(page).include(scope));
}

describe('barrier-free access guide', () => {
  it('lists places by category, and a level filter narrows the list and stays in the URL', async () => {
    const page = await newPage(browser());
    await openGuide(page);
    for (const name of ['Hotels', 'Restaurants', 'Shopping malls', 'Sights', 'Border checkpoints', 'Expo venues']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).isVisible()).resolves.toBe(true);
    }
    const all = await matchCount(page);
    expect(all).toBeGreaterThanOrEqual(40);
    // Cards beyond the screen are laid out only when scrolled near (content-visibility): scroll there, as a visitor does.
    const pousada = page.getByRole('link', { name: /Access details.*Hotel Sintra/ });
    await pousada.scrollIntoViewIfNeeded();
    await expect(pousada.isVisible()).resolves.toBe(true);

    await page.getByRole('checkbox', { name: 'Full wheelchair access' }).check();
    await page.waitForURL(/level=wheelChair-full/);
    await expect.poll(() => matchCount(page)).toBeLessThan(all);
    await expect(page.getByRole('link', { name: /Access details.*Hotel Sintra/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: /Access details.*MGM Macau/ }).isVisible()).resolves.toBe(true);
    const fullOnly = await matchCount(page);

    await page.getByRole('checkbox', { name: 'For hearing impaired visitors' }).check();
    await page.waitForURL(/level=wheelChair-full%2ChearingImpaired|level=wheelChair-full,hearingImpaired/);
    await expect.poll(() => matchCount(page)).toBeLessThan(fullOnly);

    // The filters come back from the URL.
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('checkbox', { name: 'Full wheelchair access' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'For hearing impaired visitors' }).isChecked()).resolves.toBe(true);
    await expect.poll(() => matchCount(page)).toBeLessThan(fullOnly);
    await page.context().close();
  });

  it('opens the modal from a place with focus inside; Esc closes it and returns focus', async () => {
    const page = await newPage(browser());
    await openGuide(page, `${GUIDE}?level=carPark`);
    const opener = page.getByRole('link', { name: /Access details.*Macao Museum of Art/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Macao Museum of Art' });
    await dialog.waitFor();
    await page.waitForURL(/\/en\/barrier-free-access-guide\/sights\/macao-museum-of-art\?level=carPark$/);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    // Tabs with data, and the video tab since this place has videos.
    const tabs = await dialog.getByRole('tab').allTextContents();
    expect(tabs[0]).toBe('Getting there');
    expect(tabs).toContain('Contact');
    expect(tabs.at(-1)).toBe('Videos');
    await dialog.getByRole('tab', { name: 'Videos' }).click();
    await expect(dialog.getByText('Touch tour of the Macao Museum of Art').isVisible()).resolves.toBe(true);
    // The route video plays in the guide's player, with captions in the page's language.
    const video = dialog.locator('video');
    await video.first().waitFor({ state: 'attached' });
    expect(await video.first().getAttribute('src')).toMatch(/^\/media\/video\/[a-z0-9-]+\.mp4$/);
    const track = dialog.locator('video track[kind="captions"]').first();
    expect(await track.getAttribute('srclang')).toBe('en');
    const vtt = await (await fetch(`${BASE}${(await track.getAttribute('src')) ?? ''}`)).text();
    expect(vtt).toMatch(/^WEBVTT[\s\S]*Touch tour of the Macao Museum of Art/);
    // The ignored table and row are not shown.
    await dialog.getByRole('tab', { name: 'Contact' }).click();
    await expect(dialog.getByRole('rowheader', { name: 'Inspected on' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('rowheader', { name: 'Surveyor' }).count()).resolves.toBe(0);
    await expect(dialog.getByRole('rowheader', { name: 'Form number' }).count()).resolves.toBe(0);
    // Tab moves through the dialog without leaving it.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/en\/barrier-free-access-guide\?level=carPark$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-place'))).toBe('sights/macao-museum-of-art');
    await page.context().close();
  });

  it('opens the modal directly from its own URL; no videos tab without videos; +853 numbers are tel links', async () => {
    const page = await newPage(browser());
    await page.goto(`${GUIDE}/restaurants/a-lorcha`);
    await appReady(page);
    const dialog = page.getByRole('dialog', { name: 'A Lorcha' });
    await dialog.waitFor();
    await expect(dialog.getByRole('tab', { name: 'Videos' }).count()).resolves.toBe(0);
    await dialog.getByRole('tab', { name: 'Contact' }).click();
    const tel = dialog.locator('a[href^="tel:+853"]').first();
    await expect(tel.getAttribute('href')).resolves.toBe('tel:+85328313193');
    await expect(dialog.getByRole('link', { name: 'Place details' }).getAttribute('href')).resolves.toBe('/en/dining/restaurant/a-lorcha');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/en\/barrier-free-access-guide$/);

    // A place that does not exist: the modal closes itself, leaving the guide.
    await page.goto(`${GUIDE}/hotels/no-such-place`);
    await appReady(page);
    await page.waitForURL(/\/en\/barrier-free-access-guide$/);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    // A file the guide does not have is a missing page.
    await page.goto(`${GUIDE}/casinos/grand-lisboa`);
    await page.getByRole('heading', { level: 1, name: /Page not found|not available/ }).waitFor();
    await page.context().close();
  });

  it('works offline after one visit: the guide, its filters and the modal', async () => {
    const page = await newPageWithWorker(browser());
    await openGuide(page);
    await waitForServiceWorker(page);
    // A second load is controlled by the service worker and fills the runtime caches.
    await page.reload();
    await appReady(page);
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await page.reload();
    await openGuide(page, page.url());
    await page.getByRole('checkbox', { name: 'For visually impaired visitors' }).check();
    await page.waitForURL(/level=visuallyImpaired/);
    await page.getByRole('link', { name: /Access details.*Border Gate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Border Gate' });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Facilities' }).click();
    await expect(dialog.getByRole('rowheader', { name: 'Tactile guide path' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // A modal URL of another file, straight from the address bar, offline.
    await page.goto(`${GUIDE}/expos/macau-tower`);
    await appReady(page);
    await page.getByRole('dialog', { name: 'Macau Tower' }).waitFor();
    await page.context().close();
  });

  it('works offline after a single first visit (the guide refetches its data once the service worker controls it)', async () => {
    const page = await newPageWithWorker(browser());
    await openGuide(page);
    await waitForServiceWorker(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The service worker's own cache (not just the browser's short-lived HTTP cache) holds the settings and all six files.
    const cached = () =>
      page.evaluate(async () => {
        const cache = await caches.open('api-v1');
        return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/api/accessibility/en/'));
      });
    const expected = ['accessibility', 'hotels', 'restaurants', 'malls', 'sights', 'borders', 'expos'].map((f) => `/api/accessibility/en/${f}.json`);
    await expect.poll(async () => (await cached()).sort(), { timeout: 10_000 }).toEqual([...expected].sort());
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await page.goto(`${GUIDE}/malls/new-yaohan`);
    await appReady(page);
    await page.getByRole('dialog', { name: 'New Yaohan' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: /Access details.*Galaxy Promenade/ }).waitFor();
    await page.context().close();
  });

  it('has no axe-core violations on the guide and on the open modal, in English and Arabic', async () => {
    const page = await newPage(browser());
    await openGuide(page);
    expect(await scan(page, 'main')).toEqual([]);
    await page.getByRole('link', { name: /Access details.*Ruins of St. Paul/ }).click();
    const dialog = page.getByRole('dialog', { name: /Ruins of St. Paul/ });
    await dialog.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scan(page, '[role="dialog"]')).toEqual([]);

    await page.goto(`${BASE}/ar/barrier-free-access-guide`, { waitUntil: 'networkidle' });
    await appReady(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await scan(page, 'main')).toEqual([]);
    await page.goto(`${BASE}/ar/barrier-free-access-guide/sights/ruins-of-st-pauls`, { waitUntil: 'networkidle' });
    await page.getByRole('dialog').waitFor();
    expect(await scan(page, '[role="dialog"]')).toEqual([]);
    await page.context().close();
    // Four full axe scans take 30-40 s alone and over a minute when the shared machine is busy.
  }, 150_000);

  it('runs axe with label-in-name on: a control named unlike its visible text is reported', async () => {
    expect(RULES_OFF_BY_DEFAULT).toContain('label-content-name-mismatch');
    const page = await newPage(browser());
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><a href="#x" aria-label="Open the map">Close</a></main></html>');
    expect((await scan(page, 'main')).map((v) => v.split(':')[0])).toContain('label-content-name-mismatch');
    await page.context().close();
  });
});
