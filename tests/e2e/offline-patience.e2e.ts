// Patience online (issue 30): a slow line is not a dead one. Answers taking 8 s render their page, with the frame and
// a "still loading, slow connection" state meanwhile; "Not saved on this device" only when nothing arrives for ~15 s.
import { describe, expect, it } from 'vitest';
import { BASE, newPageWithWorker, useBrowser } from './harness';
import { firstVisit, recordHeadings, slowApi } from './offline-helpers';

const { browser } = useBrowser();
const NOT_SAVED = 'Not saved on this device';

describe('offline: patience with a slow line', () => {
  it('an answer taking 8 s renders the page without a "Not saved" screen, saying meanwhile that the line is slow', async () => {
    const page = await newPageWithWorker(browser());
    await firstVisit(page);
    const sawNotSaved = await recordHeadings(page, NOT_SAVED);
    await slowApi(page, 8000);
    // A page the first visit did not save: only the network can answer it, 8 s per answer.
    await page.goto(`${BASE}/en/accommodation/wynn-macau`, { waitUntil: 'commit' });
    await page.locator('header.site-header').waitFor({ timeout: 5000 });
    await page.getByRole('status').filter({ hasText: 'Still loading: the connection is slow.' }).waitFor({ timeout: 10_000 });
    await page.getByRole('status').filter({ hasText: 'The connection is slow.' }).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Wynn Macau' }).waitFor({ timeout: 45_000 });
    expect(await sawNotSaved()).toBe(false);
    await page.context().close();
  }, 180_000);
});
