// Journey: an operator hoists Typhoon Signal No. 8 through the operator API; within the 60 s refresh a visitor's open
// pages show it (home: the weather warning; a museum: closed; LRT stations: suspended); withdrawn, it all clears.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser, warningsInForce } from './harness';
import { createE2eOperator } from './live';

const { browser } = useBrowser();
const USER = `e2e-${Date.now()}`;
const PASSWORD = 'typhoon season 2026';
let operator: { cookie: string; csrf: string };

async function operatorWrite(method: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${BASE}/operator/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: operator.cookie, 'x-csrf-token': operator.csrf },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const setWarnings = (warnings: { type: string; level: string }[]) => operatorWrite('PUT', '/warnings', { warnings });

beforeAll(async () => {
  await createE2eOperator(USER, PASSWORD, 'E2E');
  const res = await fetch(`${BASE}/operator/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  operator = { cookie, csrf: ((await res.json()) as { csrfToken: string }).csrfToken };
});

afterAll(async () => {
  await setWarnings([]);
});

/** A visitor's page with the page clock installed, so the test can let the one-minute refresh come round. */
async function visit(path: string): Promise<Page> {
  // The service worker's revalidation policy belongs to the offline work; here the server and app are under test.
  const page = await newPage(browser(), { serviceWorkers: 'block' });
  await page.clock.install();
  await page.goto(`${BASE}${path}`);
  await appReady(page);
  return page;
}

/**
 * Lets the one-minute refresh come round on both pages and waits for its answers: the home page asks for the weather,
 * a detail page for the warnings. The clock jumps (each due timer fires once, as when a phone wakes) rather than
 * runs: running it through a minute would also fire the app's 4 s request timeout and abort the refresh in flight.
 */
async function refreshed(home: Page, detail: Page): Promise<void> {
  const weather = home.waitForResponse((r) => r.url().includes('/api/weather') && r.ok());
  const warnings = detail.waitForResponse((r) => r.url().includes('/api/warnings') && r.ok());
  await home.clock.fastForward(61_000);
  await detail.clock.fastForward(61_000);
  await Promise.all([weather, warnings]);
}

const statusNote = (page: Page) => page.locator('.detail .place-status');

describe('a signal hoisted by an operator', () => {
  it('reaches the home page, a museum page and the LRT stations within a minute, and clears when withdrawn', async () => {
    const home = await visit('/en');
    const museum = await visit('/en/sightseeing/museums/macao-museum');
    await museum.getByRole('heading', { level: 1, name: 'Macao Museum' }).waitFor();
    expect(await statusNote(museum).count()).toBe(0);
    expect(await home.locator('.weather-chip.has-warning').count()).toBe(0);

    await setWarnings([{ type: 'typhoon', level: '8NE' }]);
    // The server follows its live store within a second; the pages ask again at their next one-minute refresh.
    await expect.poll(warningsInForce, { timeout: 15_000 }).toBe(1);
    await refreshed(home, museum);
    for (let i = 0; i < 3 && ((await statusNote(museum).count()) === 0 || (await home.locator('.weather-chip.has-warning').count()) === 0); i++)
      await refreshed(home, museum);
    // The chip's name is its own text (WCAG 2.5.3): Weather … Warnings in force 1 Typhoon Signal No. 8.
    await home.getByRole('link', { name: /Warnings in force \d+ .*8/ }).waitFor();
    await statusNote(museum).waitFor();
    expect(await statusNote(museum).innerText()).toBe('Closed under Typhoon Signal No. 8');

    const pois = (await (await fetch(`${BASE}/api/pois?lang=en`)).json()) as { type: string; status?: { effect?: { state: string } } }[];
    const lrt = pois.filter((p) => p.type === 'lrt');
    expect(lrt.length).toBeGreaterThan(5);
    expect(lrt.every((p) => p.status?.effect?.state === 'suspended')).toBe(true);

    // In Portuguese, on a fresh visit.
    const pt = await visit('/pt/sightseeing/museums/macao-museum');
    await statusNote(pt).waitFor();
    expect(await statusNote(pt).innerText()).toBe('Encerrado durante o Sinal n.º 8 de tempestade tropical');

    // The list can hide what the signal shuts: World Heritage keeps its churches and temples, loses its squares.
    const heritage = await visit('/en/sightseeing/world-heritage');
    const cards = heritage.locator('.entity-card');
    await cards.first().waitFor();
    const all = await cards.count();
    const openOnly = heritage.getByRole('checkbox', { name: 'Show only what is open' });
    await openOnly.check();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await heritage.getByText(/^Closed under/).count()).toBe(0);

    // Hotel cards say what the signal means for them, as sight cards do.
    const hotels = await visit('/en/accommodation/search');
    await hotels.locator('.entity-card .place-status').first().waitFor();
    expect(await hotels.locator('.entity-card .place-status').first().innerText()).toBe('Open under Typhoon Signal No. 8');

    await setWarnings([]);
    await expect.poll(warningsInForce, { timeout: 15_000 }).toBe(0);
    await refreshed(home, museum);
    // On a busy machine the server may answer one refresh before it has followed its live store: let another come.
    for (let i = 0; i < 3 && ((await statusNote(museum).count()) > 0 || (await home.locator('.weather-chip.has-warning').count()) > 0); i++)
      await refreshed(home, museum);
    await statusNote(museum).waitFor({ state: 'detached' });
    await home.locator('.weather-chip:not(.has-warning)').waitFor();
    for (const p of [home, museum, pt, heritage, hotels]) await p.context().close();
  });
});
