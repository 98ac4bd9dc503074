// Journeys: page not found, outward links, font size, black-and-white mode, a failed page part.
import { describe, expect, it } from 'vitest';
import { BASE, appReady, asAppShell, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

describe('page not found', () => {
  it('answers 404 and shows the not-found screen', async () => {
    const page = await newPage(browser());
    const res = await page.goto(`${BASE}/en/no/such/page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  it('suggests the languages in which the page exists', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.evaluate(() => sessionStorage.setItem('page-status', JSON.stringify({ 'no/such/page': { pt: 200, de: 200 } })));
    await page.goto(`${BASE}/ja/no/such/page`);
    await page.locator('.error-screen__suggestions').waitFor();
    const links = await page.locator('.error-screen__suggestions a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(['/de/no/such/page', '/pt/no/such/page']);
    await page.context().close();
  });
});

describe('outward links', () => {
  it('shows the destination before leaving', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/redirecting?to=${encodeURIComponent('https://example.org/trip?x=1')}`);
    await appReady(page);
    const link = page.getByRole('link', { name: /Continue to example\.org/ });
    expect(await link.getAttribute('href')).toBe('https://example.org/trip?x=1');
    await page.context().close();
  });

  it('refuses anything but http(s)', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/redirecting?to=${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByRole('heading', { name: 'This link cannot be opened' }).waitFor();
    expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
    await page.context().close();
  });
});

describe('preferences', () => {
  it('remembers the large font size in a cookie', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    const before = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.logo__name')!).fontSize));
    await page.getByRole('button', { name: 'Large text' }).click();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'fontsize');
    expect(cookie?.value).toBe('2');
    await page.reload();
    await appReady(page);
    expect(await page.getAttribute('html', 'data-font-size')).toBe('2');
    const after = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.logo__name')!).fontSize));
    expect(after).toBeGreaterThan(before);
    expect(await page.getByRole('button', { name: 'Large text' }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('black-and-white mode greys the colour tokens', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.getByRole('button', { name: 'Black and white mode' }).first().click();
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim());
    expect(primary).toBe('#464646');
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-greyscale'))).toBe(true);
    await page.context().close();
  });
});

describe('a page part that fails to load', () => {
  it('shows an error that says the file is missing, with a retry', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.route(/\/assets\/weather-[^/]+\.js$/, (route) => route.abort());
    await page
      .getByRole('link', { name: /^Weather\b/ })
      .first()
      .click();
    await page.getByText(/could not be loaded: the file is missing/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/weather');
    await expect(page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('a rendering error', () => {
  it('shows the something-wrong screen at the same URL, query kept', async () => {
    const page = await newPage(browser());
    // A malformed answer makes the header's menu throw while rendering. The page comes as the app shell (as the service
    // worker serves it offline), so the browser renders it and asks for the menu itself.
    await page.route(/\/api\/experience\/menu/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken":true}' }));
    await asAppShell(page, '/en/weather?tab=a%7Cb');
    await page.goto(`${BASE}/en/weather?tab=a%7Cb`);
    await page.getByRole('heading', { name: '500 Internal Server Error' }).waitFor();
    await expect(page.getByText('Whoops! Something went wrong on this page.').isVisible()).resolves.toBe(true);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/en/weather?tab=a%7Cb');
    await page.context().close();
  });
});
