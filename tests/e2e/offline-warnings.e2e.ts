// Warnings reach places offline (issue 30): a Signal No. 8 push delivered with the network cut updates the saved
// warnings, so a museum reads closed at once (on the open page and after a reload), and the warning leads the bar.
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPageWithWorker, useBrowser } from './harness';
import { cutNetwork, firstVisit, pushSignal8 } from './offline-helpers';

const { browser } = useBrowser();
const MUSEUM = '/en/sightseeing/museums/macao-museum';
const CLOSED = 'Closed under Typhoon Signal No. 8';

describe('offline: a pushed warning reaches the places', () => {
  it('a Signal No. 8 push delivered offline makes a museum read closed, and the warning leads the bar', async () => {
    const page = await newPageWithWorker(browser(), { permissions: ['notifications'] });
    await firstVisit(page);
    await page.goto(`${BASE}${MUSEUM}`);
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Macao Museum' }).waitFor();
    expect(await page.locator('.detail .place-status').count()).toBe(0);
    await cutNetwork(page);
    await pushSignal8(page, 'e2e-offline-signal-8');
    // The open page follows at once (the worker tells it), with no reload and no network.
    await expect.poll(() => page.locator('.detail .place-status').first().textContent(), { timeout: 30_000 }).toBe(CLOSED);
    await page.reload();
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Macao Museum' }).waitFor();
    await expect.poll(() => page.locator('.detail .place-status').first().textContent()).toBe(CLOSED);
    const bar = page.getByRole('region', { name: 'Announcements' });
    await expect.poll(() => bar.locator('.announcement-bar__text').textContent()).toContain('Typhoon Signal No. 8 is in force.');
    await page.context().close();
  }, 240_000);
});
