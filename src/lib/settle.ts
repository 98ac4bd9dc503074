// Work that may wait until the page has loaded and been quiet for a moment (the first visit's save, code for what is
// not on screen yet), so it never competes with the visitor's first taps and scrolls.

/** Resolves once `delayMs` have passed and the browser then has an idle moment (at most 2 s more). */
export function afterSettling(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else resolve();
    }, delayMs);
  });
}
