// Journeys of the map guide: our own tiles only, legend and range, the mobile map toggle, geolocation and offline tiles.
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { axeScan, violations } from './axe';
import { BASE, appReady, newPage, useBrowser, waitForServiceWorker } from './harness';

const { browser } = useBrowser();

// A sight in the busiest square: many places nearby, some of them clustered.
const DETAIL = `${BASE}/en/sightseeing/world-heritage/senado-square`;
const LIST = `${BASE}/en/dining/restaurant`;
const INSIDE_MACAO = { latitude: 22.1896, longitude: 113.5439 };
const TOKYO = { latitude: 35.6812, longitude: 139.7671 };

async function mapIdle(page: Page): Promise<Record<string, string>> {
  const canvas = page.locator('.map-view__canvas[data-state="idle"]');
  await canvas.waitFor({ state: 'attached', timeout: 20_000 });
  return canvas.evaluate((el) => ({ ...(el as HTMLElement).dataset }) as Record<string, string>);
}

async function legendCount(page: Page): Promise<number> {
  const text = (await page.locator('.poi-legend__summary').textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

async function openLegend(page: Page): Promise<void> {
  const legend = page.locator('details.poi-legend');
  await legend.waitFor();
  if (!(await legend.evaluate((d) => (d as HTMLDetailsElement).open))) await page.locator('.poi-legend__summary').click();
}

/** The POIs on the map: discs, and the places inside POI clusters. */
async function poisDrawn(page: Page): Promise<number> {
  const discs = await page.locator('.map-poi').count();
  const inClusters = await page.locator('.map-cluster--poi').evaluateAll((els) => els.reduce((n, el) => n + Number(el.getAttribute('data-count')), 0));
  return discs + inClusters;
}

function metres(text: string): number {
  const m = /([\d.,]+)\s*(k?m)/.exec(text);
  if (!m) return NaN;
  const n = Number(m[1]!.replace(/,/g, ''));
  return m[2] === 'km' ? n * 1000 : n;
}

async function pageWith(options: BrowserContextOptions = {}): Promise<Page> {
  return newPage(browser(), options);
}

describe('map guide', () => {
  it('draws the map from our own server only', async () => {
    const page = await pageWith();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(DETAIL);
    await appReady(page);
    const data = await mapIdle(page);
    await page.waitForLoadState('networkidle');
    expect(Number(data.renderedFeatures)).toBeGreaterThan(0);
    const origin = new URL(BASE).origin;
    const foreign = requests.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin);
    expect(foreign).toEqual([]);
    expect(requests.some((u) => u.includes('/tiles/macao.pmtiles'))).toBe(true);
    expect(requests.some((u) => u.includes('/tiles/style.json'))).toBe(true);
    // The places nearby come from our API: asked by the browser, or already in the page the server rendered.
    const inPage =
      (await page
        .locator('#ssr-state')
        .textContent()
        .catch(() => '')) ?? '';
    expect(requests.some((u) => u.includes('/api/pois?')) || inPage.includes('"pois"')).toBe(true);
    await page.context().close();
  });

  it('hides a POI layer with its legend toggle', async () => {
    const page = await pageWith();
    await page.goto(DETAIL);
    await appReady(page);
    await mapIdle(page);
    await openLegend(page);
    const type = (await page.locator('.poi-legend__toggle[aria-pressed="true"]:not([disabled])').first().getAttribute('data-type'))!;
    const toggle = page.locator(`.poi-legend__toggle[data-type="${type}"]`);
    // Its discs, or the clusters that hold one of them.
    const markers = page.locator(`.map-poi[data-type="${type}"], .map-cluster--poi[data-types~="${type}"]`);
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    await toggle.click();
    await expect.poll(() => markers.count()).toBe(0);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('changes the POI count with the range', async () => {
    const page = await pageWith();
    await page.goto(DETAIL);
    await appReady(page);
    await mapIdle(page);
    await openLegend(page);
    await expect.poll(() => legendCount(page)).toBeGreaterThan(0);
    const near = await legendCount(page);
    await page.getByLabel('Range').selectOption('1000');
    await expect.poll(() => legendCount(page), { timeout: 10_000 }).toBeGreaterThan(near);
    const far = await legendCount(page);
    await expect.poll(() => poisDrawn(page), { timeout: 10_000 }).toBe(far);
    await page.getByLabel('Range').selectOption('100');
    await expect.poll(() => legendCount(page), { timeout: 10_000 }).toBeLessThan(near);
    await page.context().close();
  });

  it('hides the map on a 390 px screen until it is asked for', async () => {
    const page = await pageWith({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(DETAIL);
    await appReady(page);
    const column = page.locator('#sight-map-column');
    // This browser's User-Agent names no phone: the server renders for a desktop, the app then measures the window.
    await expect.poll(() => column.isHidden()).toBe(true);
    await page.getByRole('button', { name: 'Show map' }).click();
    expect(await column.isVisible()).toBe(true);
    const data = await mapIdle(page);
    expect(Number(data.renderedFeatures)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close map' }).click();
    expect(await column.isHidden()).toBe(true);
    await expect(page.getByRole('button', { name: 'Show map' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('sorts results by distance and shows it when the visitor is in Macao', async () => {
    const page = await pageWith({ permissions: ['geolocation'], geolocation: INSIDE_MACAO });
    await page.goto(LIST);
    await appReady(page);
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    await page.locator('ol.entity-list[data-sorted="distance"]').waitFor();
    // Cards that had not hydrated yet (below the first screen) hydrate with the sort, then show their distance.
    const cards = await page.locator('ol.entity-list > li').count();
    expect(cards).toBeGreaterThan(5);
    await expect.poll(() => page.locator('.entity-list .distance-badge').count(), { timeout: 10_000 }).toBe(cards);
    const texts = await page.locator('.entity-list .distance-badge').allTextContents();
    const values = texts.map(metres);
    expect(values.every(Number.isFinite)).toBe(true);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    // The position marker is drawn once the map has the position: wait for it rather than race it.
    const me = page.getByRole('img', { name: 'Your location' });
    await me.waitFor({ state: 'visible' });
    await expect(me.isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('alerts when the visitor is outside Macao', async () => {
    const page = await pageWith({ permissions: ['geolocation'], geolocation: TOKYO });
    await page.goto(LIST);
    await appReady(page);
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'outside Macao' });
    await alert.waitFor();
    expect(await page.locator('ol.entity-list[data-sorted="distance"]').count()).toBe(0);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });

  it('alerts when the position cannot be read', async () => {
    const page = await pageWith({ permissions: [] });
    await page.goto(LIST);
    await appReady(page);
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not find your location' });
    await alert.waitFor({ timeout: 15_000 });
    await expect(alert.isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('still draws a seen area after going offline', async () => {
    const page = await pageWith({ serviceWorkers: 'allow' });
    await page.goto(DETAIL);
    await appReady(page);
    await waitForServiceWorker(page);
    // The second load is controlled by the service worker, which caches the style, glyphs and API answers.
    await page.reload();
    await appReady(page);
    await mapIdle(page);
    await page.waitForLoadState('networkidle');
    const stored = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const req = indexedDB.open('macao-map-tiles');
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const count = req.result.transaction('ranges').objectStore('ranges').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    );
    expect(stored).toBeGreaterThan(2);
    await page.context().setOffline(true);
    await page.reload();
    await appReady(page);
    const data = await mapIdle(page);
    expect(Number(data.renderedFeatures)).toBeGreaterThan(0);
    expect(data.tileErrors).toBeUndefined();
    await page.context().close();
  });

  // Three pages with their maps drawn, each scanned: twice the default time, as the markup gate gives two scans.
  it('has no axe violations on a map page in English and Arabic, and on a map list (experimental rules on)', { timeout: 120_000 }, async () => {
    const page = await pageWith();
    for (const url of [DETAIL, DETAIL.replace('/en/', '/ar/'), LIST]) {
      await page.goto(url);
      await appReady(page);
      await mapIdle(page);
      await page.waitForLoadState('networkidle');
      expect(await violations(axeScan(page), new URL(url).pathname)).toEqual([]);
    }
    await page.context().close();
  });
});
