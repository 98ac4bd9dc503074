// My trip (issue 32): save places from a page, a card and a popup; the trip offline with the HTTP cache cleared and
// every request aborted; moving a stop to day 2; the share link in a fresh context; the GPX download read back with
// @tmcw/togeojson; Arabic at 390 px laid out right-to-left; screenshots (1440, 390, ar, print preview).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOMParser } from '@xmldom/xmldom';
import { gpx } from '@tmcw/togeojson';
import { BASE, appReady, newPage, newPageWithWorker, useBrowser, waitForServiceWorker } from './harness';

const { browser } = useBrowser();
const SHOTS = 'test-results/screenshots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PLACES = ['Ruins of St. Paul’s', 'A-Ma Temple', 'A Lorcha'] as const;

function shot(name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, name);
}

async function keepShot(page: Page, name: string): Promise<void> {
  // The map has drawn its tiles and fitted the day's stops.
  await page.locator('.trip-map .map-view__canvas[data-state="idle"]').waitFor({ state: 'attached', timeout: 30_000 });
  const path = shot(name);
  await page.screenshot({ path, fullPage: true });
  // The brief asks for the pictures where the engineer looks at them too.
  mkdirSync('/tmp/i32-trip', { recursive: true });
  copyFileSync(path, join('/tmp/i32-trip', name));
}

async function cutNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.context().route('**', (route) => route.abort('internetdisconnected'));
}

/** Saves the three places: from a place page, from a list card and from another place page. */
async function saveThree(page: Page): Promise<void> {
  await page.goto(`${BASE}/en/sightseeing/world-heritage/ruins-of-st-pauls`);
  await appReady(page);
  const onPage = page.locator('.detail__actions').getByRole('button', { name: 'Add to my trip' });
  await onPage.click();
  await expect.poll(() => page.locator('.detail__actions').getByRole('button', { name: 'In my trip' }).getAttribute('aria-pressed')).toBe('true');

  await page.goto(`${BASE}/en/sightseeing/world-heritage`);
  await appReady(page);
  const card = page.getByRole('button', { name: 'Add to my trip: A-Ma Temple' });
  await card.click();
  await page.getByRole('button', { name: 'In my trip: A-Ma Temple' }).waitFor();

  await page.goto(`${BASE}/en/dining/restaurant/a-lorcha`);
  await appReady(page);
  await page.locator('.detail__actions').getByRole('button', { name: 'Add to my trip' }).click();
  await page.locator('.detail__actions').getByRole('button', { name: 'In my trip' }).waitFor();
}

async function stopNames(page: Page, day: number): Promise<string[]> {
  return page
    .getByRole('region', { name: new RegExp(`^Day ${day}\\b`) })
    .locator('.trip-stop__name a')
    .allTextContents();
}

/** The trip's keys the map shows, as markers or inside clusters. */
async function keysOnMap(page: Page): Promise<string[]> {
  await page.locator('.trip-map .map-marker, .trip-map .map-cluster').first().waitFor({ timeout: 20_000 });
  return page.evaluate(() => {
    const keys = [...document.querySelectorAll<HTMLElement>('.trip-map .map-marker')].map((m) => m.dataset.id ?? '');
    const clustered = [...document.querySelectorAll<HTMLElement>('.trip-map .map-cluster')].flatMap((c) => (c.dataset.ids ?? '').split(' '));
    return [...keys, ...clustered].filter(Boolean).sort();
  });
}

// Each journey loads several pages and a map: on a busy shared machine that takes minutes, not the default minute.
const JOURNEY_MS = 240_000;

describe('my trip', () => {
  it(
    'keeps three saved places offline (HTTP cache cleared, every request aborted), on the map, and moves one to day 2',
    async () => {
      const page = await newPageWithWorker(browser());
      await page.goto(`${BASE}/en`);
      await appReady(page);
      await waitForServiceWorker(page);
      await saveThree(page);
      // The header's link counts them.
      await page.getByRole('link', { name: 'My trip 3' }).first().waitFor();

      await cutNetwork(page);
      await page.goto(`${BASE}/en/my-trip`);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: 'My trip' }).waitFor();
      expect(await stopNames(page, 1)).toEqual([...PLACES]);
      expect(await keysOnMap(page)).toEqual(['restaurant:a-lorcha', 'sight:a-ma-temple', 'sight:ruins-of-st-pauls']);

      // Still offline: a second day, and A-Ma Temple moved to it with the keyboard-reachable control.
      await page.getByRole('button', { name: 'Add a day' }).click();
      await page.getByRole('region', { name: /^Day 2\b/ }).waitFor();
      await page.getByRole('combobox', { name: 'Move to another day: A-Ma Temple' }).selectOption({ index: 1 });
      await expect.poll(() => stopNames(page, 2)).toEqual(['A-Ma Temple']);
      expect(await stopNames(page, 1)).toEqual(['Ruins of St. Paul’s', 'A Lorcha']);
      // Kept in IndexedDB: a reload (still offline) shows the same days.
      await page.reload();
      await appReady(page);
      await expect.poll(() => stopNames(page, 2)).toEqual(['A-Ma Temple']);
      await page.context().close();
    },
    JOURNEY_MS,
  );

  it(
    'shares the trip by link: a fresh context shows it read-only and saves it; a damaged link says so',
    async () => {
      const page = await newPage(browser());
      await saveThree(page);
      await page.goto(`${BASE}/en/my-trip`);
      await appReady(page);
      await page.getByRole('button', { name: 'Share link' }).click();
      const link = await page.getByRole('textbox', { name: 'Link to this trip' }).inputValue();
      expect(link).toMatch(/\/en\/my-trip#share=[A-Za-z0-9+$-]+$/);
      await page.context().close();

      const friend = await newPage(browser());
      await friend.goto(link);
      await appReady(friend);
      await friend.getByRole('heading', { level: 1, name: 'A shared trip' }).waitFor();
      await expect.poll(() => stopNames(friend, 1)).toEqual([...PLACES]);
      // Read-only: no move controls, no notes to edit.
      expect(await friend.getByRole('button', { name: /^Move up/ }).count()).toBe(0);
      await friend.getByRole('button', { name: 'Save to my trip' }).click();
      await friend.getByRole('button', { name: 'Saved to my trip' }).waitFor();
      await friend.getByRole('button', { name: 'Open my trip' }).click();
      await friend.getByRole('heading', { level: 1, name: 'My trip' }).waitFor();
      await expect.poll(() => stopNames(friend, 1)).toEqual([...PLACES]);

      await friend.goto(`${BASE}/en/my-trip#share=${link.split('#share=')[1]!.slice(0, 12)}`);
      await appReady(friend);
      await friend.getByRole('alert').filter({ hasText: 'This trip link is damaged or incomplete.' }).waitFor();
      await friend.context().close();
    },
    JOURNEY_MS,
  );

  it(
    'downloads a GPX file that parses into the three stops',
    async () => {
      const page = await newPage(browser(), { acceptDownloads: true });
      await saveThree(page);
      await page.goto(`${BASE}/en/my-trip`);
      await appReady(page);
      await keepShot(page, 'trip-1440.png');
      await page.emulateMedia({ media: 'print' });
      await keepShot(page, 'trip-print.png');
      await page.emulateMedia({ media: 'screen' });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'GPX (Organic Maps, OsmAnd)' }).click()]);
      expect(download.suggestedFilename()).toBe('macao-trip.gpx');
      const text = readFileSync((await download.path())!, 'utf8');
      const features = gpx(new DOMParser().parseFromString(text, 'text/xml') as unknown as Document).features;
      expect(features.filter((f) => f.geometry?.type === 'Point').map((f) => f.properties?.name)).toEqual([...PLACES]);
      expect(features.filter((f) => f.geometry?.type === 'LineString')).toHaveLength(1);
      await page.context().close();
    },
    JOURNEY_MS,
  );

  it(
    'lays the days and the map out right-to-left in Arabic at 390 px',
    async () => {
      const page = await newPage(browser(), PHONE);
      await page.goto(`${BASE}/ar/sightseeing/world-heritage/ruins-of-st-pauls`);
      await appReady(page);
      await page.locator('.detail__actions').getByRole('button', { name: 'أضف إلى رحلتي' }).click();
      await page.locator('.detail__actions').getByRole('button', { name: 'في رحلتي' }).waitFor();
      await page.goto(`${BASE}/ar/dining/restaurant/a-lorcha`);
      await appReady(page);
      await page.locator('.detail__actions').getByRole('button', { name: 'أضف إلى رحلتي' }).click();
      await page.locator('.detail__actions').getByRole('button', { name: 'في رحلتي' }).waitFor();
      await page.goto(`${BASE}/ar/my-trip`);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: 'رحلتي' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const names = await page.locator('.trip-stop__name a').allTextContents();
      expect(names).toHaveLength(2);
      expect(names[0]).not.toMatch(/[A-Za-z]/);
      // Right-to-left: each stop's number sits at the right of its card, the controls at the left; no sideways scroll.
      const number = (await page.locator('.trip-stop__number').first().boundingBox())!;
      const controls = (await page.locator('.trip-stop__controls').first().boundingBox())!;
      expect(number.x).toBeGreaterThan(controls.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.locator('.trip-map .map-marker, .trip-map .map-cluster').first().waitFor({ timeout: 20_000 });
      await keepShot(page, 'trip-ar-390.png');
      await page.context().close();
    },
    JOURNEY_MS,
  );

  it(
    'shows the trip at 390 px in English',
    async () => {
      const page = await newPage(browser(), PHONE);
      await saveThree(page);
      await page.goto(`${BASE}/en/my-trip`);
      await appReady(page);
      await page.locator('.trip-map .map-marker, .trip-map .map-cluster').first().waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await keepShot(page, 'trip-390.png');
      await page.context().close();
    },
    JOURNEY_MS,
  );
});
