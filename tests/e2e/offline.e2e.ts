// Journeys offline as a traveller meets it: after a visit, Chromium's HTTP cache is cleared (CDP) and every request
// is aborted, or left hanging (captive Wi-Fi, a border crossing), so only what the service worker saved can answer.
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { BASE, appReady, newPageWithWorker, useBrowser, waitForServiceWorker, warningsInForce } from './harness';
import { hoistSignal8, lowerSignal8 } from './live';
import { entriesNotWhole } from './offline-helpers';

const { browser } = useBrowser();

/**
 * Empties the HTTP cache and cuts the network: every request fails, or is never answered. The returned function
 * brings the signal back: held requests are answered late and new ones go through.
 */
async function cutNetwork(page: Page, mode: 'abort' | 'hang' = 'abort'): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const held: Route[] = [];
  const cut = (route: Route) => (mode === 'abort' ? route.abort('internetdisconnected') : void held.push(route));
  await page.context().route('**', cut);
  return async () => {
    await page.context().unroute('**', cut);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

/** The kind of pack stored for a locale ('core' after a first visit, 'full' after "Save Macao for offline"). */
function packKind(page: Page, locale: string): Promise<string | null> {
  return page.evaluate(async (l) => {
    if (!(await caches.has(`guide-pack:${l}`))) return null;
    const meta = await (await caches.open(`guide-pack:${l}`)).match(`${location.origin}/__guide-pack/meta`);
    return meta ? ((await meta.json()) as { kind: string }).kind : null;
  }, locale);
}

async function firstVisit(page: Page, locale = 'en'): Promise<void> {
  await page.goto(`${BASE}/${locale}`);
  await appReady(page);
  await waitForServiceWorker(page);
  // A cold server builds the locale's manifest and search index first (20-40 s on a busy two-core machine).
  await expect.poll(() => packKind(page, locale), { timeout: 90_000 }).toBe('core');
}

const SHOTS = 'test-results/screenshots';
const RUINS = '/sightseeing/world-heritage/ruins-of-st-pauls';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** What the screens under test say, in the languages they are checked in. */
const TEXT = {
  savedResults: {
    en: 'Results from the guide saved on this device: the network is unavailable or too slow.',
    ar: 'نتائج من الدليل المحفوظ على هذا الجهاز: الشبكة غير متاحة أو بطيئة جدًا.',
  },
  notSaved: { en: 'English is not saved on this device', ar: 'العربية غير محفوظة على هذا الجهاز', fr: 'Français n’est pas enregistré sur cet appareil' },
} as const;

async function saveGuide(page: Page, locale = 'en'): Promise<void> {
  await page.goto(`${BASE}/${locale}/offline`);
  await appReady(page);
  await page.getByRole('heading', { level: 1, name: 'Save Macao for offline' }).waitFor();
  await page.getByText(/^Size: [\d.]+ MB, [\d,]+ items$/).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/^Saved on /).waitFor({ timeout: 90_000 });
}

async function mapIdle(page: Page): Promise<Record<string, string>> {
  const canvas = page.locator('.map-view__canvas[data-state="idle"]');
  await canvas.waitFor({ state: 'attached', timeout: 20_000 });
  return canvas.evaluate((el) => ({ ...(el as HTMLElement).dataset }) as Record<string, string>);
}

describe('offline', () => {
  // One first visit for both: what home shows with the network cut, then the parts whose code loads on demand.
  it('saves what home needs on the first visit: home renders its sections and warnings with the network cut, and opens the parts whose code loads on demand: search, announcement detail, mobile menu', async () => {
    const page = await newPageWithWorker(browser());
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/') && fetched.push(r.url()));
    await firstVisit(page);
    await cutNetwork(page);
    await page.reload();
    await appReady(page);
    await page.getByRole('region', { name: 'Highlights' }).waitFor();
    await page.locator('a.event-card').first().waitFor();
    await expect.poll(() => page.locator('.weather-chip__temp').textContent()).toMatch(/^\d+°C$/);
    await page.locator('.announcement-bar__message').first().waitFor();
    // The indicator learnt from the failed requests (navigator.onLine still says online).
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    fetched.length = 0;
    // The page itself loaded none of them: each one's code comes from the worker's precache when it is opened.
    await page.getByRole('button', { name: 'Search' }).first().click();
    const search = page.getByRole('dialog', { name: 'Search the site' });
    await search.waitFor();
    await search.getByRole('searchbox', { name: 'Keyword' }).fill('temple');
    await search.getByRole('searchbox', { name: 'Keyword' }).press('Enter');
    await search.getByText(TEXT.savedResults.en).waitFor();
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Read more' }).first().click();
    const detail = page.getByRole('dialog', { name: /Warning|Announcement/ });
    await detail.waitFor();
    await detail.getByRole('button', { name: 'Dismiss' }).click();
    await detail.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    for (const chunk of [/\/assets\/SearchModal-/, /\/assets\/AnnouncementDetail-/, /\/assets\/MobileMenu-/]) {
      expect(fetched.some((url) => chunk.test(url))).toBe(true);
    }
    await page.context().close();
  }, 120_000);

  it('after "Save Macao for offline", opens never-visited pages, the map in Coloane and a saved language', async () => {
    const page = await newPageWithWorker(browser());
    await firstVisit(page);
    await saveGuide(page);
    await page.getByText('The browser keeps the saved guide until you delete it.').or(page.getByText('The browser may delete the saved guide')).waitFor();
    // A second language, from the same page.
    const other = page.getByRole('listitem').filter({ hasText: '繁體中文' });
    await other.getByRole('button', { name: 'Save the guide in 繁體中文' }).click();
    await other.getByText(/^Saved on /).waitFor({ timeout: 90_000 });
    await cutNetwork(page);

    const visit = async (path: string, heading: string | RegExp) => {
      await page.goto(`${BASE}${path}`);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).not.toMatch(/500/);
    };
    await visit('/en/sightseeing/world-heritage/a-ma-temple', 'A-Ma Temple');
    await visit('/en/accommodation/hotel-lisboa', 'Hotel Lisboa');
    await visit('/en/events/whatson/light-festival-2025', 'Macao Light Festival 2025');
    await visit('/en/dining/restaurant/a-lorcha', 'A Lorcha');
    await visit('/en/barrier-free-access-guide', 'Barrier-free access guide');
    await page.getByRole('link', { name: /Access details.*Border Gate/ }).click();
    await page.getByRole('dialog', { name: 'Border Gate' }).waitFor();

    // The map of Coloane Village: tiles cut from the saved basemap, nearby places (the chapel) from the saved POIs.
    await visit('/en/sightseeing/islands-and-villages/coloane-village', 'Coloane Village');
    const map = await mapIdle(page);
    expect(Number(map.renderedFeatures)).toBeGreaterThan(0);
    expect(Number(map.tileErrors ?? 0)).toBe(0);
    await expect.poll(() => page.locator('.map-poi, .map-cluster--poi').count()).toBeGreaterThan(0);

    // The saved language shows its content.
    await visit('/zh-hant/sightseeing/world-heritage/a-ma-temple', '媽閣廟');
    await page.context().close();
  }, 240_000);

  it('keeps the place status of the signal in force when the guide was saved: a museum reads closed offline', async () => {
    await hoistSignal8();
    try {
      // The server follows its live store within a second (the journeys' poll interval).
      await expect.poll(warningsInForce, { timeout: 15_000 }).toBeGreaterThan(0);
      const page = await newPageWithWorker(browser());
      await firstVisit(page);
      await saveGuide(page);
      await cutNetwork(page);
      await page.goto(`${BASE}/en/sightseeing/museums/macao-museum`);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: 'Macao Museum' }).waitFor();
      await expect.poll(() => page.locator('.detail .place-status').first().textContent()).toBe('Closed under Typhoon Signal No. 8');
      await page.context().close();
    } finally {
      await lowerSignal8();
    }
  }, 240_000);

  // One first visit per language for both: the saved language's search, then the other language, not saved.
  it.each([
    ['en', 'ar'],
    ['ar', 'en'],
  ] as const)(
    "searches the saved guide with the network cut: 大三巴 finds the Ruins of St. Paul's (%s, 390 px), and /%s says that language is not saved",
    async (locale, shown) => {
      const page = await newPageWithWorker(browser(), PHONE);
      await firstVisit(page, locale);
      await cutNetwork(page);
      await page.reload();
      await appReady(page);
      // On a phone the search is in the menu.
      await page.locator('button.site-header__menu-button').click();
      await page.locator('#mobile-menu button.search-button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').fill('大三巴');
      await dialog.getByRole('searchbox').press('Enter');
      await dialog.getByRole('note').filter({ hasText: TEXT.savedResults[locale] }).waitFor();
      await dialog.locator('.search-result__link').first().waitFor();
      expect(await dialog.locator('.search-result__link').first().getAttribute('href')).toBe(`/${locale}${RUINS}`);
      // The same search by its Portuguese name, ranked as the server ranks it.
      await dialog.getByRole('searchbox').fill('Ruínas de São Paulo');
      await dialog.getByRole('searchbox').press('Enter');
      await expect.poll(() => dialog.locator('.search-result__link').first().getAttribute('href')).toBe(`/${locale}${RUINS}`);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/offline-search-${locale}-390.png` });

      // Offline with only this language saved, the other one says it is not saved and leads back.
      await page.goto(`${BASE}/${shown}/sightseeing/world-heritage`);
      await page.getByRole('heading', { level: 1, name: TEXT.notSaved[shown] }).waitFor();
      expect(
        await page
          .locator('main#main')
          .getByRole('link', { name: locale === 'en' ? 'English' : 'العربية' })
          .getAttribute('href'),
      ).toBe(`/${locale}/sightseeing/world-heritage`);
      await page.screenshot({ path: `${SHOTS}/offline-language-not-saved-${shown}-390.png`, fullPage: true });
      await page.context().close();
    },
    120_000,
  );

  it('switching language offline to one that is not saved says so, offers to save it and leads back to a saved one', async () => {
    const page = await newPageWithWorker(browser());
    await firstVisit(page);
    await page.goto(`${BASE}/en/sightseeing/world-heritage`);
    await appReady(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await cutNetwork(page);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: TEXT.notSaved.fr }).waitFor();
    expect(page.url()).toBe(`${BASE}/fr/sightseeing/world-heritage`);
    expect(await page.title()).not.toMatch(/500/);
    const main = page.locator('main#main');
    expect(await main.getByRole('link', { name: 'Enregistrer le guide en Français' }).getAttribute('href')).toBe('/fr/offline');
    await main.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: heading ?? '' }).waitFor();
    expect(page.url()).toBe(`${BASE}/en/sightseeing/world-heritage`);
    await page.context().close();
  }, 120_000);

  it('on a hanging network shows the frame and "still loading" within 5 s, and "Not saved" only after ~15 s of silence', async () => {
    const page = await newPageWithWorker(browser());
    await firstVisit(page);
    const signalBack = await cutNetwork(page, 'hang');
    const started = Date.now();
    await page.goto(`${BASE}/en/accommodation/wynn-macau`, { waitUntil: 'commit' });
    await page.locator('header.site-header').waitFor({ timeout: 5000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'Still loading: the connection is slow.' })
      .waitFor({ timeout: 5000 - (Date.now() - started) });
    expect(Date.now() - started).toBeLessThan(5000);
    // Silence past the worker's GIVE_UP_MS (15 s): the network is taken as gone.
    await page.getByRole('heading', { level: 1, name: 'Not saved on this device' }).waitFor({ timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThan(14_000);
    await expect(page.getByRole('link', { name: 'Save Macao for offline' }).first().isVisible()).resolves.toBe(true);
    expect(await page.title()).not.toMatch(/500/);
    await page.getByRole('status').filter({ hasText: 'The connection is slow' }).waitFor();
    // The held answers finally arrive: the page loads by itself, without the visitor pressing "Try again".
    await signalBack();
    await page.getByRole('heading', { level: 1, name: 'Wynn Macau' }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Not saved on this device' }).count()).resolves.toBe(0);
    await page.context().close();
  }, 120_000);

  it('resumes a save interrupted halfway and ends complete', async () => {
    const page = await newPageWithWorker(browser());
    await firstVisit(page);
    await page.goto(`${BASE}/en/offline`);
    await appReady(page);
    // The connection goes away once half the parts have been asked for: a save now stores a part in one write, and a
    // cut timed by the progress bar often came after the last part (issue 30).
    let asked = 0;
    let cut = false;
    await page.context().route('**/api/offline/part/**', (route) => {
      asked += 1;
      if (asked > 6) cut = true;
      return cut ? route.abort('internetdisconnected') : route.continue();
    });
    await page.context().route('**', (route) => (cut ? route.abort('internetdisconnected') : route.fallback()));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Paused: the connection was lost.', { exact: false }).waitFor({ timeout: 60_000 });
    expect(asked).toBeGreaterThan(6);
    await page.context().unrouteAll();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByText(/^Saved on /).waitFor({ timeout: 90_000 });
    // Every entry of the manifest is stored whole: with the network cut, the service worker answers each from the pack.
    const manifest = (await (await page.request.get(`${BASE}/api/offline/manifest?lang=en`)).json()) as {
      entries: { url: string; bytes: number; aliases?: string[] }[];
    };
    await cutNetwork(page);
    expect(await entriesNotWhole(page, manifest.entries)).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('offers a new version when the server serves a changed worker, and applies it on Reload', async () => {
    // The browser fetches the worker script itself (no page route sees it): the served file changes on disk.
    const worker = join(process.env.DIST_DIR ?? 'dist', 'sw.js');
    const original = await readFile(worker, 'utf8');
    // The build ships sw.js.br and sw.js.gz beside it, which the server prefers: they change with it.
    const compressed = [
      { file: `${worker}.br`, pack: (text: string) => brotliCompressSync(text) },
      { file: `${worker}.gz`, pack: (text: string) => gzipSync(text) },
    ].filter((c) => existsSync(c.file));
    const originals = await Promise.all(compressed.map((c) => readFile(c.file)));
    const serve = async (text: string) => {
      await writeFile(worker, text);
      for (const c of compressed) await writeFile(c.file, c.pack(text));
    };
    const page = await newPageWithWorker(browser());
    try {
      await firstVisit(page);
      const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
      await serve(`${original}\n// a new version\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of the guide is available.' });
      await prompt.waitFor({ timeout: 20_000 });
      // Until the visitor accepts, the old worker keeps serving this page: never old and new files together.
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await appReady(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(before).toBeTruthy();
    } finally {
      await writeFile(worker, original);
      await Promise.all(compressed.map((c, i) => writeFile(c.file, originals[i]!)));
      await page.context().close();
    }
  });
});
