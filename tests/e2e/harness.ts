// Shared setup for the journeys: one browser per file, the worker's base URL, and helpers for common waits.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { WarningsAnswer } from '#shared/api/status';
import { launchBrowser } from '../../scripts/browser';
import { slot } from './servers';

/** This worker's server (servers.ts): journeys in parallel workers each visit their own. */
export const BASE = slot().base;

export function useBrowser(): { browser: () => Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
  };
}

/**
 * A fresh context and page. The service worker is blocked unless the journey asks for it: installing it precaches
 * about 240 files and then saves the 3 MB first-visit core, seconds of CPU per context that a journey about a screen
 * spends for nothing (and CI's two cores share it with the other worker). Journeys about the worker (offline, push,
 * saves, updates) open their page with `newPageWithWorker`.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block', ...options });
  if ((options.serviceWorkers ?? 'block') === 'block') workerBlocked.add(context);
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`pageerror on ${page.url()}: ${err.message}`));
  page.on('console', (m) => {
    if (m.type() === 'warning' && EARLY_MESSAGE.test(m.text())) earlyMessages.push(`${page.url()}: ${m.text()}`);
  });
  return page;
}

/** A page whose context lets the service worker install, control the page and save the guide, as a visitor's does. */
export function newPageWithWorker(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  return newPage(browser, { ...options, serviceWorkers: 'allow' });
}

const workerBlocked = new WeakSet<BrowserContext>();

/** src/i18n/activate.ts warns so when something rendered a message before its catalogue part had come. */
const EARLY_MESSAGE = /was asked for before the rest of the \S+ catalogue/;
const earlyMessages: string[] = [];

/** The early messages seen since the last call (tests/e2e/setup-each.ts fails a journey that saw one). */
export function takeEarlyMessages(): string[] {
  return earlyMessages.splice(0);
}

/** Waits until the app has rendered its header and main landmark, and has hydrated the server's HTML (buttons work). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('header.site-header').waitFor({ state: 'visible' });
  await page.locator('main#main').waitFor({ state: 'attached' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Serves the document at `path` as the app shell (empty #root), as the service worker does: the browser renders the
 * page itself and asks the API for its data, so a journey can hold or alter those answers.
 */
export async function asAppShell(page: Page, path: string): Promise<void> {
  const shell = await (await fetch(`${BASE}/index.html`)).text();
  await page.route(`${BASE}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shell }));
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  // Else navigator.serviceWorker.ready never settles and the journey fails on its timeout, saying nothing.
  if (workerBlocked.has(page.context())) throw new Error('This page blocks the service worker: open it with newPageWithWorker');
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const sw = reg.active;
    if (sw && sw.state !== 'activated') {
      await new Promise<void>((resolve) => sw.addEventListener('statechange', () => sw.state === 'activated' && resolve()));
    }
  });
}

/**
 * How many warnings the server says are in force. It follows its live store within a second of a write (LIVE_POLL_MS):
 * a journey polls this after writing rather than sleeping.
 */
export async function warningsInForce(): Promise<number> {
  const res = await fetch(`${BASE}/api/warnings?lang=en`);
  return ((await res.json()) as WarningsAnswer).warnings.length;
}
