// Journeys of travel essentials: the Plan your trip menu, an article's tabs in ?tab=, and the directories that may be
// empty (travel agencies, quality-award restaurants).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

describe('Plan your trip menu', () => {
  it('opens a real page for every item', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.getByRole('button', { name: 'Plan your trip' }).click();
    const panel = page.locator('#dropdown-plan');
    await panel.waitFor();
    const items = await panel.locator('a[href^="/en/"]').evaluateAll((as) => as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']));
    expect(items.length).toBeGreaterThan(3);
    await page.keyboard.press('Escape');
    for (const [name, href] of items) {
      await page.getByRole('button', { name: 'Plan your trip' }).click();
      await panel.waitFor();
      await panel.locator(`a[href="${href}"]`).first().click();
      await page.waitForURL((u) => u.pathname === href!.split('#')[0]);
      // The items are plain links: each is a new page, whose menu button works once that page has hydrated.
      await appReady(page);
      const h1 = page.locator('main#main h1').first();
      await h1.waitFor();
      expect(await page.locator('#coming-soon').count(), `${name} (${href}) shows the placeholder`).toBe(0);
      expect(await page.locator('main .error-screen').count(), `${name} (${href}) shows an error`).toBe(0);
      expect((await h1.textContent())?.trim().length).toBeGreaterThan(2);
    }
    await page.context().close();
  });
});

describe('article tabs', () => {
  it('keep the chosen tab in ?tab= across a reload', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/travelessential/before-you-travel/visa-and-entry`);
    await appReady(page);
    const tab = page.getByRole('tab', { name: 'Visa on arrival' });
    await tab.click();
    await page.waitForURL(/[?&]tab=visa-on-arrival/);
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await page.reload();
    await appReady(page);
    const again = page.getByRole('tab', { name: 'Visa on arrival' });
    await again.waitFor();
    expect(await again.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').textContent()).toContain('visa on arrival');
    // Arrow keys move along the tabs and write the URL too.
    await again.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/[?&]tab=mainland-hk-tw/);
    await page.context().close();
  });
});

// Issue 26, "no empty promises": the guide lists only agencies whose licence it has confirmed, and restaurants' awards
// only once confirmed. While a directory holds nothing (its list answer's `total`), nothing offers it, and its page
// (for old links) explains instead; once it holds records, the menus offer it again.
describe('directories that may be empty', () => {
  const links = (page: Page, where: string) =>
    page
      .locator(where)
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));

  it('travel agencies: offered only when some are listed; otherwise the page says how to check an agency', async () => {
    const page = await newPage(browser());
    const { total } = (await (await page.request.get(`${BASE}/api/travelagency?pagesize=1`)).json()) as { total: number };
    await page.goto(`${BASE}/en/travelessential`);
    await appReady(page);
    await page.getByRole('button', { name: 'Plan your trip' }).click();
    await page.locator('#dropdown-plan').waitFor();
    const offered = [...(await links(page, '#dropdown-plan')), ...(await links(page, 'main#main'))].filter((h) => /travel-?agenc/.test(h));
    if (total > 0) {
      expect(offered.length).toBeGreaterThan(0);
      await page.context().close();
      return;
    }
    expect(offered).toEqual([]);

    // An old link still opens a page: what the guide lists, the rule, and how to check, with no empty search.
    await page.goto(`${BASE}/en/travelagencies/search?award=green-travel`);
    await appReady(page);
    await expect(page.locator('main#main h1').first().textContent()).resolves.toBe('Travel agencies');
    await page.getByText('This guide lists only travel agencies whose licence it has confirmed, and none is listed yet.').waitFor();
    await page.getByText(/only licensed travel agencies may receive visitors/).waitFor();
    const main = page.locator('main#main');
    await expect(main.getByRole('link', { name: '+853 2833 3000' }).getAttribute('href')).resolves.toBe('tel:+85328333000');
    await expect(main.getByRole('link', { name: 'contact the Tourism Office' }).getAttribute('href')).resolves.toBe('/en/contact-us');
    expect(await main.getByRole('search').count()).toBe(0);
    expect(await main.getByRole('checkbox').count()).toBe(0);
    expect(await main.getByText(/\d+ travel agenc/).count()).toBe(0);
    await page.context().close();
  });

  it('quality-award restaurants: offered only when some hold an award; otherwise the scheme is explained', async () => {
    const page = await newPage(browser());
    const { total } = (await (await page.request.get(`${BASE}/api/dining/qtsas_restaurant`)).json()) as { total: number };
    await page.goto(`${BASE}/en/dining`);
    await appReady(page);
    await page.locator('#dining-qtsas').waitFor();
    const offered = (await links(page, 'body')).filter((h) => h.includes('/qtsas-restaurant'));
    if (total > 0) {
      expect(offered.length).toBeGreaterThan(0);
      await page.context().close();
      return;
    }
    expect(offered).toEqual([]);
    expect(await page.locator('.award-level').count()).toBe(0);

    await page.goto(`${BASE}/en/dining/qtsas-restaurant?cuisine=macanese`);
    await appReady(page);
    await expect(page.locator('main#main h1').first().textContent()).resolves.toBe('Quality Tourism Services Accreditation Scheme');
    await page.getByText(/Macao Government Tourism Office has run the Quality Tourism Services Accreditation Scheme/).waitFor();
    await expect(page.getByRole('link', { name: 'Find a restaurant' }).getAttribute('href')).resolves.toBe('/en/dining/restaurant');
    const main = page.locator('main#main');
    expect(await main.getByRole('search').count()).toBe(0);
    expect(await main.locator('[aria-pressed]').count()).toBe(0);
    expect(await main.getByText(/restaurants? found/).count()).toBe(0);
    await page.context().close();
  });
});
