// Records a page's layout shifts from its first paint (a buffered PerformanceObserver installed before any script),
// with the nodes that moved: used by scripts/layout-shifts.ts and the layout-shift journey.
import type { Page } from 'playwright-core';

/** What the page records: one entry per shift, with the moved nodes described in the page. */
export interface Shift {
  value: number;
  time: number;
  hadRecentInput: boolean;
  sources: string[];
}

// Runs in the page before any of its scripts; kept as a string so the bundler-free page sees plain JavaScript.
const OBSERVER = `
window.__shifts = [];
const describe = (n) => {
  if (!n || n.nodeType !== 1) return n ? n.nodeName : '(removed)';
  let s = n.tagName.toLowerCase();
  if (n.id) s += '#' + n.id;
  if (typeof n.className === 'string' && n.className.trim()) s += '.' + n.className.trim().split(/\\s+/).slice(0, 3).join('.');
  const p = n.parentElement;
  if (p) s = (p.className && typeof p.className === 'string' ? p.tagName.toLowerCase() + '.' + p.className.trim().split(/\\s+/)[0] : p.tagName.toLowerCase()) + ' > ' + s;
  return s;
};
const r = (b) => Math.round(b.x) + ',' + Math.round(b.y) + ' ' + Math.round(b.width) + 'x' + Math.round(b.height);
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__shifts.push({
      value: e.value,
      time: Math.round(e.startTime),
      hadRecentInput: e.hadRecentInput,
      sources: (e.sources || []).map((s) => describe(s.node) + '  ' + r(s.previousRect) + ' -> ' + r(s.currentRect)),
    });
  }
}).observe({ type: 'layout-shift', buffered: true });
`;

/** Loads `url` and returns its shifts once late work has settled. */
export async function measureShifts(page: Page, url: string): Promise<Shift[]> {
  await page.addInitScript(OBSERVER);
  await page.goto(url, { waitUntil: 'load' });
  // Late work (data, fonts swapping, idle callbacks, a second data round) settles within this; map pages never go network-idle.
  await page.waitForTimeout(3000);
  return page.evaluate(() => (globalThis as unknown as { __shifts: Shift[] }).__shifts);
}

/** What CLS counts: shifts not caused by the visitor's own input (a single page load is one session window here). */
export function shiftTotal(shifts: readonly Shift[]): number {
  return shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
}
