// Journey: a visitor types what a street sign says into the search modal and finds the place, in en, ja and ar; and a
// place's Korean, Japanese, Thai or Arabic name finds it from the English interface, online and in the saved guide.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BASE, appReady, newPage, newPageWithWorker, useBrowser, waitForServiceWorker } from './harness';

const { browser } = useBrowser();

const RUINS = '/sightseeing/world-heritage/ruins-of-st-pauls';
const SENADO = '/sightseeing/world-heritage/senado-square';
const CHECKS: [string, string][] = [
  ['大三巴', RUINS],
  ['Ruínas de São Paulo', RUINS],
  ['Sao Paulo ruins', RUINS],
  ['St Paul', RUINS],
  ['議事亭', SENADO],
  ['Largo do Senado', SENADO],
];

/** Types the query, waits for its answer and for the list to show it, and returns the first three links on screen. */
async function topThree(page: Page, dialog: Locator, q: string): Promise<string[]> {
  const input = dialog.getByRole('searchbox');
  const answer = page.waitForResponse((r) => r.url().includes('/api/gcse') && new URL(r.url()).searchParams.get('q') === q);
  await input.fill(q);
  await input.press('Enter');
  const body = (await (await answer).json()) as { items: { link: string }[] };
  const expected = body.items.slice(0, 3).map((i) => i.link);
  const shown = () => dialog.locator('.search-result__link').evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));
  await expect.poll(shown).toEqual(expected);
  return expected;
}

describe('search from any script', () => {
  for (const lang of ['en', 'ja', 'ar']) {
    it(`finds the Ruins of St. Paul's and Senado Square by their Chinese, Portuguese and English names in ${lang}`, async () => {
      const page = await newPage(browser());
      await page.goto(`${BASE}/${lang}`);
      await appReady(page);
      await page.locator('button.search-button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').waitFor();
      for (const [q, path] of CHECKS) expect(await topThree(page, dialog, q), `${q} in ${lang}`).toContain(`/${lang}${path}`);
      // The result opens the place's page in the interface language (大三巴 was searched already: its answer is cached).
      await dialog.getByRole('searchbox').fill('大三巴');
      await dialog.getByRole('searchbox').press('Enter');
      await dialog.locator(`.search-result__link[href="/${lang}${RUINS}"]`).click();
      await page.waitForURL(`${BASE}/${lang}${RUINS}`);
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});

/** Names in languages that are neither Macao's sign languages nor the interface's. */
const EVERY_SCRIPT: [string, string][] = [
  ['세나도 광장', SENADO],
  ['聖ポール天主堂跡', RUINS],
  ['ซากโบสถ์เซนต์พอล', RUINS],
  ['أطلال كنيسة القديس بولس', RUINS],
];
const SAVED_RESULTS = 'Results from the guide saved on this device: the network is unavailable or too slow.';

/** The kind of pack stored for a locale ('core' once a first visit has saved the search index with the rest). */
function packKind(page: Page, locale: string): Promise<string | null> {
  return page.evaluate(async (l) => {
    if (!(await caches.has(`guide-pack:${l}`))) return null;
    const meta = await (await caches.open(`guide-pack:${l}`)).match(`${location.origin}/__guide-pack/meta`);
    return meta ? ((await meta.json()) as { kind: string }).kind : null;
  }, locale);
}

async function openSearch(page: Page): Promise<Locator> {
  await page.locator('button.search-button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').waitFor();
  return dialog;
}

describe('every name from every interface', () => {
  it('finds Senado Square and the Ruins of St. Paul’s by their Korean, Japanese, Thai and Arabic names in en, online and offline', async () => {
    let page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    let dialog = await openSearch(page);
    for (const [q, path] of EVERY_SCRIPT) expect(await topThree(page, dialog, q), `${q} online`).toContain(`/en${path}`);
    await page.context().close();

    // A visitor who has not searched online yet (the service worker would serve the answers it saw): the first visit
    // saves the guide's core, the search index with it (a cold server builds the index first).
    page = await newPageWithWorker(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await waitForServiceWorker(page);
    await expect.poll(() => packKind(page, 'en'), { timeout: 90_000 }).toBe('core');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.context().route('**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await appReady(page);
    dialog = await openSearch(page);
    const input = dialog.getByRole('searchbox');
    for (const [q, path] of EVERY_SCRIPT) {
      // A query that finds nothing first, so the list seen next is this query's, not the previous one's.
      await input.fill('qxzqxz');
      await input.press('Enter');
      await dialog.getByText('No results found.').waitFor();
      await input.fill(q);
      await input.press('Enter');
      await dialog.getByRole('note').filter({ hasText: SAVED_RESULTS }).waitFor();
      await dialog.locator('.search-result__link').first().waitFor();
      const shown = await dialog.locator('.search-result__link').evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute('href') ?? ''));
      expect(shown, `${q} offline`).toContain(`/en${path}`);
    }
    await page.context().close();
  }, 180_000);
});
