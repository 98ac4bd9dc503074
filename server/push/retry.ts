// When to try a push again: 429 and 5xx answers and network failures are retried, after the push service's
// Retry-After when it gives one (seconds or an HTTP date), otherwise after an exponential backoff with jitter.

export const MAX_RETRY_DELAY_MS = 60_000;

/** Whether a push service's answer (or a failure with no answer, status undefined) is worth another try. */
export function retryable(status: number | undefined): boolean {
  return status === undefined || status === 429 || status >= 500;
}

/** Retry-After in ms from now, or undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  if (!header) return undefined;
  const v = header.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/** The wait before attempt `attempt` (1 = the first retry): Retry-After if given, else base·2^(attempt-1) ± 20 %, capped. */
export function retryDelayMs(attempt: number, opts: { baseMs: number; retryAfter?: number | undefined; random?: () => number }): number {
  if (opts.retryAfter !== undefined) return Math.min(opts.retryAfter, MAX_RETRY_DELAY_MS);
  const jitter = 0.8 + 0.4 * (opts.random ?? Math.random)();
  return Math.min(Math.round(opts.baseMs * 2 ** (attempt - 1) * jitter), MAX_RETRY_DELAY_MS);
}
