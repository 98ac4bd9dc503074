// Journeys: a first visit lands in the visitor's language; redirects of SPEC §2; right-to-left Arabic.
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

describe('first visit', () => {
  it.each([
    ['zh-TW', '/zh-hant'],
    ['zh-CN', '/zh-hans'],
    ['pt-BR', '/pt'],
    ['ja-JP', '/ja'],
    ['nl-NL', '/en'],
  ])('browser language %s lands on %s', async (locale, path) => {
    const page = await newPage(browser(), { locale });
    await page.goto(`${BASE}/`);
    await appReady(page);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.context().close();
  });

  it('a saved lang cookie wins over the browser language', async () => {
    const page = await newPage(browser(), { locale: 'fr-FR' });
    await page.context().addCookies([{ name: 'lang', value: 'ko', url: BASE }]);
    await page.goto(`${BASE}/dining`);
    await appReady(page);
    expect(new URL(page.url()).pathname).toBe('/ko/dining');
    await page.context().close();
  });

  it('saves the language in a 90-day cookie', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/th`);
    await appReady(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('th');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90.01);
    await page.context().close();
  });
});

describe('redirects', () => {
  it.each([
    ['/en/travelagencies', '/en/travelessential/before-you-travel/travel-agencies', ''],
    ['/en/travelessential/about-macao', '/en/travelessential', '#about-macao'],
    ['/en/article', '/en', ''],
    ['/en/videogallery', '/en/video-playlists', ''],
    ['/en/suggested-tours/others', '/en/suggested-tours', '#others'],
    ['/en/useful-info/transport', '/en/travelessential/useful-info/transport', ''],
    ['/en/taste-of-macao/macanese-cuisine', '/en/dining/macanese-cuisine', ''],
    ['/no-lang/anything', '/en', ''],
  ])('%s goes to %s%s', async (from, path, hash) => {
    const page = await newPage(browser());
    await page.goto(`${BASE}${from}`);
    await appReady(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    expect(url.hash).toBe(hash);
    await page.context().close();
  });

  it('client-side navigation applies the same redirects', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.evaluate(() => {
      history.pushState({}, '', '/en/videogallery/heritage');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${BASE}/en/video-playlists/heritage`);
    expect(new URL(page.url()).pathname).toBe('/en/video-playlists/heritage');
    await page.context().close();
  });
});

describe('right to left', () => {
  it('renders Arabic right-to-left with a mirrored header', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/ar`);
    await appReady(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    const logo = await page.locator('.site-header .logo').boundingBox();
    const nav = await page.locator('.main-menu').boundingBox();
    expect(logo && nav && logo.x > nav.x).toBe(true);
    await page.context().close();
  });

  it('switching language keeps the page and sets lang and dir', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/ar/weather`);
    await appReady(page);
    await page.getByRole('button', { name: /العربية/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${BASE}/fr/weather`);
    await appReady(page);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.context().close();
  });
});
