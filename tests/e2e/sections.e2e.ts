// Journeys through Dining, Accommodation and Events: menu entry → main page → search with filters → detail → back
// keeps the filters; the photo slider; the calendar; the monthly PDFs; the not-found states; and a crawl of every
// link these sections render, none of which may end on a placeholder or an error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

async function open(path: string, width = 1440): Promise<Page> {
  const page = await newPage(browser(), { viewport: { width, height: 900 } });
  await page.goto(`${BASE}${path}`);
  await appReady(page);
  return page;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const cards = (page: Page) => page.locator('ol.entity-list > li');
const search = (page: Page) => new URL(page.url()).searchParams;

async function expectRealPage(page: Page): Promise<void> {
  await expect(page.locator('main#main h1').first().textContent()).resolves.toBeTruthy();
  await expect(page.getByText('Coming soon').count()).resolves.toBe(0);
  await expect(page.locator('.error-screen').count()).resolves.toBe(0);
}

describe('dining', () => {
  it('menu → dining page → search by cuisine and category → restaurant → back keeps the filters and the place', async () => {
    const page = await open('/en');
    await mainNav(page).getByRole('link', { name: 'Dining', exact: true }).click();
    await page.waitForURL(/\/en\/dining$/);
    await page.getByRole('heading', { level: 1, name: 'Dining' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Quality Tourism Services Accreditation Scheme' }).count()).resolves.toBe(1);

    await page.locator('.dining-finder__cuisines').getByRole('link', { name: 'Portuguese' }).click();
    await page.waitForURL(/\/en\/dining\/restaurant\?cuisine=portuguese$/);
    await page.getByRole('button', { name: 'Portuguese', pressed: true }).waitFor();
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Casual dining' }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === 'casual-dining');
    expect(search(page).get('cuisine')).toBe('portuguese');
    // The list keeps the previous answer on screen while the filtered one loads: count only once every card shown
    // carries the chosen category, or the count can be the unfiltered one (seen in CI: 8 before, 5 after going back).
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('ol.entity-list > li')];
      return items.length > 0 && items.every((li) => li.textContent?.includes('Casual dining'));
    });
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    const target = cards(page).last();
    const name = (await target.locator('.entity-card__link').textContent())!.trim();
    await target.locator('.entity-card__link').click();
    await page.waitForURL(/\/en\/dining\/restaurant\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect(page.getByRole('link', { name: 'Find a restaurant' }).count()).resolves.toBe(1);

    await page.goBack();
    await page.waitForURL(/\/en\/dining\/restaurant\?/);
    expect(search(page).get('cuisine')).toBe('portuguese');
    expect(search(page).get('category')).toBe('casual-dining');
    expect(search(page).get('id')).toBeTruthy();
    await expect(page.locator(`.entity-card[data-id="${search(page).get('id')}"]`).count()).resolves.toBe(1);
    await expect(cards(page).count()).resolves.toBe(count);
    await page.context().close();
  });

  it('drops unknown filter options from the URL and shows ten more restaurants at a time', async () => {
    const page = await open('/en/dining/restaurant?cuisine=portuguese,no-such-cuisine');
    await page.waitForURL((u) => u.searchParams.get('cuisine') === 'portuguese');
    await page.goto(`${BASE}/en/dining/restaurant`);
    await appReady(page);
    await cards(page).first().waitFor();
    await expect(cards(page).count()).resolves.toBe(10);
    await page.getByRole('button', { name: 'Show more restaurants' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await cards(page).nth(10).waitFor();
    await expect(cards(page).count()).resolves.toBe(20);
    await page.context().close();
  });

  it('shows the not-found state for a search with no result, with a way back', async () => {
    const page = await open('/en/dining/restaurant?keyword=zzqxnothing');
    const state = page.getByRole('status').filter({ hasText: 'No restaurants match these filters.' });
    await state.waitFor();
    await state.getByRole('button', { name: 'Show all restaurants' }).click();
    await cards(page).first().waitFor();
    expect(search(page).get('keyword')).toBeNull();
    await page.context().close();
  });

  it("shows a restaurant's phone as a link and opens its photos in the slider", async () => {
    const page = await open('/en/dining/restaurant/a-lorcha');
    await expect(page.locator('.detail__facts a[href^="tel:"]').getAttribute('href')).resolves.toBe('tel:+85328313193');
    await page.getByRole('button', { name: 'Open photo 2 of 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Photos' });
    await dialog.waitFor();
    await expect(dialog.locator('.image-slider__figure img').count()).resolves.toBe(3);
    const current = dialog.locator('.slider__slide:not([inert])');
    await expect(current.getAttribute('aria-label')).resolves.toBe('2 of 3');
    await dialog.getByRole('button', { name: 'Next slide' }).click();
    await expect(current.getAttribute('aria-label')).resolves.toBe('3 of 3');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('accommodation', () => {
  it('menu → star classes → search by class → hotel → photos → back keeps the class', async () => {
    const page = await open('/en');
    await mainNav(page).getByRole('link', { name: 'Accommodation', exact: true }).click();
    await page.waitForURL(/\/en\/accommodation$/);
    const classes = page.locator('.star-grid a.star-card');
    await classes.first().waitFor();
    // Only the classes some listed hotel holds are offered (no "0 hotels" card).
    const offered = (await (await fetch(`${BASE}/api/accommodation?lang=en`)).json()) as { stars?: unknown[] };
    await expect(classes.count()).resolves.toBe(offered.stars?.length ?? -1);
    await classes.filter({ hasText: 'Five-star hotel' }).first().click();
    await page.waitForURL(/\/en\/accommodation\/search\?class=five-star$/);
    await cards(page).first().waitFor();
    await cards(page).first().locator('.entity-card__link').click();
    await page.waitForURL(/\/en\/accommodation\/[^/?]+$/);
    await page.getByRole('button', { name: 'Open photo 1 of 3' }).click();
    await page.getByRole('dialog', { name: 'Photos' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goBack();
    await page.waitForURL(/\/en\/accommodation\/search\?/);
    expect(search(page).get('class')).toBe('five-star');
    await expect(page.locator(`.entity-card[data-id="${search(page).get('id')}"]`).count()).resolves.toBe(1);
    await page.context().close();
  });
});

describe('events', () => {
  it('menu → events page → calendar → a calendar entry opens a real page', async () => {
    const page = await open('/en');
    await mainNav(page).getByRole('link', { name: "What's on", exact: true }).click();
    await page.waitForURL(/\/en\/events$/);
    await page.locator('.event-grid a.event-card').first().waitFor();
    await page.getByRole('link', { name: /Calendar of the year/ }).click();
    await page.waitForURL(/\/en\/events\/calendar$/);
    // The calendar's entries arrive with its data, after the URL changes.
    // It opens at this month: the months before it wait behind "Earlier months", so the first shown entry is current.
    await page.locator('.calendar-status:visible').first().waitFor();
    await expect(page.locator('.calendar-status:visible').count()).resolves.toBeGreaterThan(0);
    const entry = page.locator('a.calendar-entry:visible').first();
    const href = (await entry.getAttribute('href'))!;
    expect(href).toMatch(/^\/en\/events\/calendar\/[^/]+$/);
    await entry.click();
    await page.waitForURL((u) => u.pathname !== '/en/events/calendar');
    await appReady(page);
    await expectRealPage(page);
    await page.context().close();
  });

  it("shows the not-found state for a what's-on search with no result, filters still usable", async () => {
    const page = await open('/en/events/whatson?keyword=zzqxnothing');
    await page.getByRole('status').filter({ hasText: 'No events match these filters.' }).waitFor();
    await expect(page.getByRole('search').count()).resolves.toBe(1);
    await page.context().close();
  });

  it('offers the monthly guides as PDFs, newest first', async () => {
    const page = await open('/en/whatson');
    const links = page.locator('a[href$=".pdf"]');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(1);
    const res = await page.request.get(`${BASE}${hrefs[0]}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    await page.context().close();
  });
});

describe('no placeholder in the three sections', () => {
  const OWN = /^\/en\/(dining|accommodation|events|whatson)(\/|$)/;
  // Dining articles (dining/{slug}, dining/{category}/{slug}) are built by the articles work (issue 13).
  const ARTICLE = /^\/en\/dining\/(?!restaurant|qtsas-restaurant|specialty-foods)[^/]+(\/[^/]+)?$/;
  // A calendar entry may send the visitor on to the event's own site (SPEC §5); the calendar journey covers them.
  const CALENDAR_ENTRY = /^\/en\/events\/calendar\/[^/]+$/;

  it('every internal link from the three main pages resolves to a finished page', { timeout: 300_000 }, async () => {
    const page = await open('/en/dining');
    const seen = new Set<string>();
    for (const start of ['/en/dining', '/en/accommodation', '/en/events', '/en/events/calendar', '/en/whatson', '/en/dining/restaurant']) {
      await page.goto(`${BASE}${start}`);
      await appReady(page);
      await page.waitForLoadState('networkidle');
      const hrefs = await page.locator('main a[href^="/en/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('#')[0]!));
      for (const h of hrefs)
        if (OWN.test(h.split('?')[0]!) && !ARTICLE.test(h.split('?')[0]!) && !CALENDAR_ENTRY.test(h.split('?')[0]!) && !h.endsWith('.pdf')) seen.add(h);
    }
    expect(seen.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const href of seen) {
      try {
        await page.goto(`${BASE}${href}`);
        await appReady(page);
        await page.locator('main#main h1').first().waitFor({ timeout: 10_000 });
        if ((await page.getByText('Coming soon').count()) > 0 || (await page.locator('.error-screen').count()) > 0) broken.push(href);
      } catch (e) {
        broken.push(`${href}: ${(e as Error).message.split('\n')[0]}`);
      }
    }
    expect(broken).toEqual([]);
    await page.context().close();
  });
});
