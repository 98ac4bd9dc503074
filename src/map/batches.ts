// SPEC §9: the first 5 POIs are drawn at once and the rest in later batches, so a long list never blocks the page.

export const FIRST_BATCH = 5;
export const LATER_BATCH = 25;

/** How many items are shown after the next step, starting from `shown` of `total`. */
export function nextBatchCount(shown: number, total: number, first: number = FIRST_BATCH, size: number = LATER_BATCH): number {
  if (shown < first) return Math.min(first, total);
  return Math.min(total, shown + size);
}

/** The sizes of every step for `total` items: [5, 25, 25, …, rest]. */
export function batchPlan(total: number, first: number = FIRST_BATCH, size: number = LATER_BATCH): number[] {
  const steps: number[] = [];
  let shown = 0;
  while (shown < total) {
    const next = nextBatchCount(shown, total, first, size);
    steps.push(next - shown);
    shown = next;
  }
  return steps;
}

type IdleHandle = { cancel: () => void };

/** Runs `fn` when the browser is idle (or on the next frame where idle callbacks do not exist). */
export function whenIdle(fn: () => void): IdleHandle {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: 200 });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = requestAnimationFrame(fn);
  return { cancel: () => cancelAnimationFrame(id) };
}
