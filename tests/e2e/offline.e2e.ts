// Journey: after one visit the home page reloads offline, and switching language offline works.
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser, waitForServiceWorker } from './harness';

const { browser } = useBrowser();

describe('offline', () => {
  it('reloads home and switches language with the network off', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await waitForServiceWorker(page);
    // A second load is controlled by the service worker and fills the runtime caches.
    await page.reload();
    await appReady(page);
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await page.reload();
    await appReady(page);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await page.getByRole('heading', { name: 'Where East meets West' }).waitFor();
    await page.goto(`${BASE}/ja`);
    await appReady(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await page
      .getByRole('link', { name: /ホーム|マカオ/ })
      .first()
      .waitFor();
    await page.context().close();
  });
});
