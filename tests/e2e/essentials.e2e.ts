// Journeys of travel essentials: the Plan your trip menu, an article's tabs in ?tab=, and the agency search.
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

describe('travel agency search', () => {
  it('filters by award, pages by ten and keeps the place with ?id=', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/travelagencies/search`);
    await appReady(page);
    const status = page.locator('.agency-search__status');
    await status.filter({ hasText: /\d+ travel agencies/ }).waitFor();
    const total = Number((await status.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(10);
    expect(await page.locator('.place-cards > li').count()).toBe(10);

    // Paging: page 2 holds the next ten.
    const first = await page.locator('.place-card__title').first().textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.getByText(`Page 2 of ${Math.ceil(total / 10)}`).waitFor();
    expect(await page.locator('.place-card__title').first().textContent()).not.toBe(first);

    // Award filter: fewer agencies, each showing the award.
    await page.getByRole('checkbox', { name: 'Green Travel' }).click();
    await page.waitForURL(/[?&]award=green-travel/);
    await page.waitForFunction((n) => {
      const m = document.querySelector('.agency-search__status')?.textContent?.match(/\d+/);
      return m && Number(m[0]) < n;
    }, total);
    const cards = page.locator('.place-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) expect(await cards.nth(i).locator('.award-list').textContent()).toContain('Green Travel');

    // ?id= keeps the visitor's place: after a reload the agency is still on screen and highlighted.
    const last = cards.nth(count - 1);
    await last.getByRole('button', { name: 'Show on the map' }).click();
    const id = await last.getAttribute('data-id');
    await page.waitForURL(new RegExp(`[?&]id=${id}`));
    await page.reload();
    await appReady(page);
    const card = page.locator(`.place-card[data-id="${id}"]`);
    await card.waitFor();
    await page.waitForFunction((sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r && r.top >= 0 && r.bottom <= window.innerHeight;
    }, `.place-card[data-id="${id}"]`);
    expect(await card.getAttribute('class')).toContain('is-active');
    await page.context().close();
  });
});
