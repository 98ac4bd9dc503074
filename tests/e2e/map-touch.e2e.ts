// Journeys of the map by touch, mouse and keyboard (issue 31): a tap or click opens a marker's popup at once, crowded
// places cluster with a count and split on tap, and the 'Show map' toggle never covers the list; in en and ar.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeScan, violations } from './axe';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const HERITAGE = (locale: string) => `${BASE}/${locale}/sightseeing/world-heritage`;
const WHATSON = `${BASE}/en/events/whatson`;

async function mapIdle(page: Page): Promise<void> {
  await page.locator('.map-view__canvas[data-state="idle"]').waitFor({ state: 'attached', timeout: 20_000 });
}

async function openMapOnPhone(page: Page, url: string, showMap: string): Promise<void> {
  await page.goto(url);
  await appReady(page);
  await page.getByRole('button', { name: showMap }).tap();
  await mapIdle(page);
}

/** What the map draws: every marker and cluster, as one number. */
async function drawn(page: Page): Promise<number> {
  return page.locator('.map-marker:not(.map-marker--sub), .map-cluster').count();
}

/** The first of `selector` drawn inside the map's visible box (markers off the view stay in the DOM). */
async function onMap(page: Page, selector: string): Promise<Locator> {
  const index = await page.locator('.map-view__canvas').evaluate((canvas, sel) => {
    const box = canvas.getBoundingClientRect();
    const inside = (el: Element) => {
      const r = el.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      // Clear of the map's own controls along the edges.
      return x > box.left + 60 && x < box.right - 60 && y > box.top + 60 && y < box.bottom - 60;
    };
    return [...canvas.ownerDocument.querySelectorAll(sel)].findIndex(inside);
  }, selector);
  if (index < 0) throw new Error(`nothing of ${selector} on the map`);
  return page.locator(selector).nth(index);
}

async function firstCluster(page: Page, within?: string[]): Promise<{ cluster: Locator; ids: string; count: number }> {
  await page.locator('.map-cluster').first().waitFor();
  const selector = within ? within.map((id) => `.map-cluster[data-ids~="${id}"]`).join(', ') : '.map-cluster';
  const cluster = await onMap(page, selector);
  return { cluster, ids: (await cluster.getAttribute('data-ids'))!, count: Number(await cluster.getAttribute('data-count')) };
}

/** Zooms in on clusters until one of their places stands alone, and gives its marker back. */
async function aloneMarker(page: Page, press: (l: Locator) => Promise<void>, from?: string[]): Promise<Locator> {
  let within = from;
  for (let i = 0; i < 6; i += 1) {
    const markers = within ? within.map((id) => `.map-marker[data-id="${id}"]`).join(', ') : '.map-marker:not(.map-marker--sub)';
    const marker = await onMap(page, markers).catch(() => null);
    if (marker) return marker;
    const { cluster, ids } = await firstCluster(page, within);
    await press(cluster);
    await expect.poll(() => page.locator(`.map-cluster[data-ids="${ids}"]`).count(), { timeout: 10_000 }).toBe(0);
    await mapIdle(page);
    within = ids.split(' ');
  }
  throw new Error('no marker stands alone');
}

describe('map by touch', () => {
  for (const [locale, showMap, placesWord] of [
    ['en', 'Show map', /^\d+ places$/],
    ['ar', 'عرض الخريطة', /مكان|أماكن|مكانًا|مكانان/],
  ] as const) {
    it(`splits a cluster and opens a pin's popup with a tap at 390 px (${locale})`, async () => {
      const page = await newPage(browser(), { ...PHONE, locale });
      await openMapOnPhone(page, HERITAGE(locale), showMap);
      // The places around Senado Square stand as one counted cluster at the whole city's zoom.
      const { cluster, ids, count } = await firstCluster(page);
      expect(count).toBeGreaterThan(1);
      expect(await cluster.getAttribute('aria-label')).toMatch(placesWord);
      const before = await drawn(page);
      await cluster.tap();
      await expect.poll(() => page.locator(`.map-cluster[data-ids="${ids}"]`).count(), { timeout: 10_000 }).toBe(0);
      await mapIdle(page);
      expect(await drawn(page)).toBeGreaterThan(before);

      const marker = await aloneMarker(page, (l) => l.tap(), ids.split(' '));
      const name = (await marker.getAttribute('aria-label'))!;
      await marker.tap();
      const popup = page.locator('.maplibregl-popup');
      await popup.waitFor();
      expect(await popup.textContent()).toContain(name);
      // A tap elsewhere on the map closes it.
      await page.locator('.map-view__canvas canvas').tap({ position: { x: 30, y: 400 } });
      await expect.poll(() => popup.count()).toBe(0);
      await page.context().close();
    });
  }

  it('opens a popup with a mouse click at 1440 px and keeps it when the mouse leaves', async () => {
    const page = await newPage(browser());
    await page.clock.install();
    await page.goto(HERITAGE('en'));
    await appReady(page);
    await mapIdle(page);
    const marker = await aloneMarker(page, (l) => l.click());
    const name = (await marker.getAttribute('aria-label'))!;
    await marker.click();
    const popup = page.locator('.maplibregl-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(name);
    // A hover's popup closes 400 ms after the mouse leaves; a clicked one stays.
    await page.mouse.move(5, 5);
    await page.clock.runFor(1000);
    expect(await popup.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    await page.context().close();
  });

  it('opens a popup with Enter on a focused marker, and splits a cluster from the keyboard', async () => {
    const page = await newPage(browser(), { locale: 'ar' });
    await page.goto(HERITAGE('ar'));
    await appReady(page);
    await mapIdle(page);
    const { cluster, ids } = await firstCluster(page);
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`.map-cluster[data-ids="${ids}"]`).count(), { timeout: 10_000 }).toBe(0);
    // The focus moves to a place of the split cluster, not to the page's start.
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.map-marker, .map-cluster') ?? false), { timeout: 10_000 }).toBe(true);
    const marker = await aloneMarker(
      page,
      async (l) => {
        await l.focus();
        await page.keyboard.press('Enter');
      },
      ids.split(' '),
    );
    const name = (await marker.getAttribute('aria-label'))!;
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.maplibregl-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(name);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    await page.context().close();
  });

  it('has no crowded targets on the map at 1440 px (axe target-size), in en and ar', async () => {
    for (const locale of ['en', 'ar']) {
      const page = await newPage(browser(), { locale });
      await page.goto(HERITAGE(locale));
      await appReady(page);
      await mapIdle(page);
      await page.locator('.map-cluster, .map-marker').first().waitFor();
      expect(await violations(axeScan(page).include('.map-view').withRules(['target-size']), locale)).toEqual([]);
      await page.context().close();
    }
  });

  for (const url of [HERITAGE('en'), WHATSON]) {
    it(`keeps the 'Show map' toggle clear of the list at 390 px (${new URL(url).pathname})`, async () => {
      const page = await newPage(browser(), PHONE);
      await page.goto(url);
      await appReady(page);
      const toggle = page.getByRole('button', { name: 'Show map' });
      await toggle.waitFor();
      await page.locator('.entity-card').first().waitFor();
      const box = (await toggle.boundingBox())!;
      const cards = await page.locator('.entity-card').evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) {
        const overlaps = box.x < c.x + c.width && c.x < box.x + box.width && box.y < c.y + c.height && c.y < box.y + box.height;
        expect(overlaps).toBe(false);
      }
      // Nor when the list scrolls under it: it scrolls with the page.
      await page.mouse.wheel(0, 600);
      await expect.poll(async () => (await toggle.boundingBox())?.y ?? 0).toBeLessThan(box.y);
      await page.context().close();
    });
  }
});
