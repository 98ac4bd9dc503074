// "Save Macao for offline" as a few verified, resumable parts (issue 30): a part cut halfway resumes with a Range
// request, a corrupted part is refused and fetched again, the guide ends complete (travel agencies included) in a few
// dozen requests, and Delete leaves no cache or IndexedDB entry of the guide.
import { describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser } from './harness';
import { clearHttpCache, firstVisit, entriesNotWhole } from './offline-helpers';

const { browser } = useBrowser();

interface Manifest {
  entries: { url: string; bytes: number; aliases?: string[] }[];
  parts: { id: string; url: string; bytes: number }[];
}

/** What the guide stored: cache names and IndexedDB databases. */
function stored(page: Page): Promise<{ caches: string[]; databases: string[] }> {
  return page.evaluate(async () => ({
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
  }));
}

async function cutNetwork(page: Page): Promise<void> {
  await clearHttpCache(page);
  await page.context().route('**', (route) => route.abort('internetdisconnected'));
}

describe('offline pack by parts', () => {
  it('resumes a cut part, refuses a corrupted one, ends complete in few requests; Delete then removes it all', async () => {
    const page = await newPage(browser(), { serviceWorkers: 'allow' });
    await firstVisit(page);
    await page.goto(`${BASE}/en/offline`);
    await appReady(page);
    await page.getByText(/^Size: [\d.]+ MB, [\d,]+ items$/).waitFor({ timeout: 60_000 });

    // The sights part is cut halfway once; the hotels part arrives with one byte changed once.
    const seen: { id: string; range: string | undefined; status: number }[] = [];
    const tampered = new Set<string>();
    await page.context().route('**/api/offline/part/**', async (route: Route) => {
      const id = new URL(route.request().url()).pathname.split('/').pop()!;
      const range = route.request().headers()['range'];
      const res = await route.fetch();
      seen.push({ id, range, status: res.status() });
      // The body as decoded: sent on without the encoding it came in.
      const body = await res.body();
      const headers = Object.fromEntries(Object.entries(res.headers()).filter(([k]) => k !== 'content-encoding' && k !== 'content-length'));
      if (id === 'sights' && !tampered.has(id)) {
        tampered.add(id);
        return route.fulfill({ status: res.status(), headers, body: body.subarray(0, Math.floor(body.length / 2)) });
      }
      if (id === 'hotels' && !tampered.has(id)) {
        tampered.add(id);
        const bad = Buffer.from(body);
        const mid = Math.floor(bad.length / 2);
        bad[mid] = (bad[mid] ?? 0) ^ 0xff;
        return route.fulfill({ status: res.status(), headers, body: bad });
      }
      return route.fulfill({ status: res.status(), headers, body });
    });
    const requests: Request[] = [];
    const count = (req: Request) => void requests.push(req);
    page.context().on('request', count);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^Saved on /).waitFor({ timeout: 120_000 });
    page.context().off('request', count);
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });

    const manifest = (await (await page.request.get(`${BASE}/api/offline/manifest?lang=en`)).json()) as Manifest;
    const sights = manifest.parts.find((p) => p.id === 'sights')!;
    const sightsRequests = seen.filter((s) => s.id === 'sights');
    expect(sightsRequests).toHaveLength(2);
    expect(sightsRequests[0]!.range).toBeUndefined();
    expect(sightsRequests[1]).toMatchObject({ range: `bytes=${Math.floor(sights.bytes / 2)}-`, status: 206 });
    // The corrupted hotels part was refused whole and downloaded again from the start.
    expect(seen.filter((s) => s.id === 'hotels').map((s) => s.range)).toEqual([undefined, undefined]);
    const total = requests.filter((r) => r.url().startsWith(BASE)).length;
    expect(total).toBeLessThanOrEqual(50);

    // With the network cut, every entry of the manifest answers whole from the saved guide.
    await cutNetwork(page);
    expect(await entriesNotWhole(page, manifest.entries)).toEqual([]);

    // Travel agencies open offline.
    await page.goto(`${BASE}/en/travelagencies/search`);
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Travel agencies' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Not saved on this device' }).count()).toBe(0);
    // A page with the map, so the map keeps its copies in IndexedDB.
    await page.goto(`${BASE}/en/sightseeing/islands-and-villages/coloane-village`);
    await appReady(page);
    await page.locator('.map-view__canvas[data-state="idle"]').waitFor({ state: 'attached', timeout: 20_000 });
    const before = await stored(page);
    expect(before.caches).toContain('guide-pack:en');
    expect(before.databases).toContain('macao-map-tiles');

    // Delete, online again: nothing of the guide is left (the app's own files stay, so the page opens).
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(`${BASE}/en/offline`);
    await appReady(page);
    await page.getByText(/^Saved on /).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete the saved guide' }).click();
    await page.getByText(/^Size: [\d.]+ MB, [\d,]+ items$/).waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => {
        const after = await stored(page);
        // The worker's runtime copies come back with the next page's answers; the guide's packs must not.
        return [...after.caches.filter((n) => n.startsWith('guide-pack:')), ...after.databases.filter((n) => n.startsWith('macao-map'))];
      })
      .toEqual([]);
    await page.context().close();
  }, 360_000);
});
