// Journey: a visitor types what a street sign says into the search modal and finds the place, in en, ja and ar.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser } from './harness';

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
