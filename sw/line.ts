// What the worker has learnt about the line lately (pure, unit-tested): once an answer took longer than the slow
// threshold, requests with a saved copy get that copy at once (refreshed in place when the network answers) instead
// of each waiting out the threshold again; a quick answer ends it.

/** How long one slow answer keeps the line counted as slow, unless a quick answer comes first. */
export const SLOW_MEMORY_MS = 60_000;
/** A copy the network gave this recently is not worth a page refresh when the network answers again. */
export const FRESH_COPY_MS = 60_000;

export class LineWatch {
  private slowUntil = 0;

  constructor(
    private readonly slowAfterMs: number,
    private readonly memoryMs: number = SLOW_MEMORY_MS,
  ) {}

  /** The network answered a request after `tookMs`. */
  answered(tookMs: number, now: number): void {
    this.slowUntil = tookMs >= this.slowAfterMs ? now + this.memoryMs : 0;
  }

  /** The network failed outright: that says nothing about its speed once it is back. */
  failed(): void {
    this.slowUntil = 0;
  }

  isSlow(now: number): boolean {
    return now < this.slowUntil;
  }

  /** How long a request that has a saved copy waits for the network before the copy is served. */
  waitWithCopy(now: number): number {
    return this.isSlow(now) ? 0 : this.slowAfterMs;
  }
}

/** Whether serving `copyTime` (ms since epoch, 0 when unknown) and then the network's answer is worth refreshing the page for. */
export function worthRefresh(copyTime: number, now: number): boolean {
  return !copyTime || now - copyTime > FRESH_COPY_MS;
}
