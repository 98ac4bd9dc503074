// Waits for an async condition in a page by polling it from Node. `page.waitForFunction` does not await a predicate
// that returns a promise: the promise itself is truthy, so it resolves at once (the offline bench's old bug).
import type { Page } from 'playwright-core';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` in the page until it returns a value other than undefined; throws after `timeoutMs`. */
export async function untilInPage<T>(page: Page, probe: (arg: string) => Promise<T | undefined>, arg: string, timeoutMs: number, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await page.evaluate(probe, arg);
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(200);
  }
}

/** In the page: true once the locale's pack holds its own record (the first visit's save, or a whole save, ended). */
export async function packRecorded(locale: string): Promise<true | undefined> {
  // Runs in the page (the scripts' types have no DOM).
  const g = globalThis as unknown as {
    caches: { has(n: string): Promise<boolean>; open(n: string): Promise<{ match(u: string): Promise<unknown> }> };
    location: { origin: string };
  };
  if (!(await g.caches.has(`guide-pack:${locale}`))) return undefined;
  return (await (await g.caches.open(`guide-pack:${locale}`)).match(`${g.location.origin}/__guide-pack/meta`)) ? true : undefined;
}
