// A circuit breaker per push service host: after a run of failures (no answer, 429 or 5xx) the host is left alone for
// a cool-down, then one probe decides whether it is back. A dead or slow host costs a few tries, not one per subscriber.

export interface BreakerPolicy {
  /** Failures in a row that open the circuit. */
  failures: number;
  /** The first cool-down; each re-opening doubles it, up to maxCooldownMs. */
  cooldownMs: number;
  maxCooldownMs: number;
}

export const BREAKER_POLICY: BreakerPolicy = { failures: 5, cooldownMs: 5_000, maxCooldownMs: 60_000 };

export type BreakerState = 'closed' | 'open' | 'half-open';

export class Breaker {
  private streak = 0;
  private openUntil = 0;
  /** How many times it opened (a host that keeps failing is given up on by the delivery). */
  openings = 0;

  constructor(private readonly policy: BreakerPolicy = BREAKER_POLICY) {}

  state(now: number): BreakerState {
    if (this.openings === 0 || this.streak < this.policy.failures) return 'closed';
    return now < this.openUntil ? 'open' : 'half-open';
  }

  /** Milliseconds until an open circuit lets a probe through. */
  waitMs(now: number): number {
    return Math.max(0, this.openUntil - now);
  }

  success(): void {
    this.streak = 0;
  }

  failure(now: number): void {
    this.streak++;
    if (this.streak >= this.policy.failures && now >= this.openUntil) {
      this.openUntil = now + Math.min(this.policy.cooldownMs * 2 ** this.openings, this.policy.maxCooldownMs);
      this.openings++;
    }
  }
}
