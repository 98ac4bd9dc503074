// Sends one push to many subscriptions. A fixed number in flight at once, and at most hostConcurrency of them at one
// push service host, each host behind a circuit breaker: a slow or failing host cannot hold back the others. 429/5xx
// are retried with backoff (Retry-After honoured) without holding a slot while waiting; a failure with no answer at
// all (network) is retried at most twice, then the subscription is parked; keys that cannot be encrypted to are
// parked at once; 404/410 subscriptions are removed (the browser dropped them). TTL, urgency and Topic are set.
import { createHash } from 'node:crypto';
import type https from 'node:https';
import webpush, { type Urgency } from 'web-push';
import type { PushRepo } from '../live/repo-push';
import type { VapidKeys } from '../live/types';
import { Breaker, type BreakerPolicy } from './breaker';
import { retryable, retryAfterMs, retryDelayMs } from './retry';
import { isP256Point } from './validate';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  locale: string;
}

export interface SendOptions {
  vapid: VapidKeys;
  /** Pushes in flight at once. */
  concurrency: number;
  /** Pushes in flight at once to one push service host. */
  hostConcurrency: number;
  /** How long the push service keeps it for a phone that is off (seconds). */
  ttlSeconds: number;
  urgency: Urgency;
  /** Same tag → same Topic header: the push service replaces an older undelivered push with the newer one. */
  tag: string;
  /** Tries per subscription for 429/5xx answers, the first included. */
  maxAttempts: number;
  /** Retries after a failure with no answer (connection refused or reset, timeout) before the subscription is parked. */
  maxNetworkRetries: number;
  baseDelayMs: number;
  timeoutMs: number;
  /** The breakers by host, kept by the caller across deliveries (a host down for one push is down for the next). */
  breakers?: Map<string, Breaker>;
  /** When a host's breaker opens (tests shorten the cool-downs). */
  breakerPolicy?: BreakerPolicy;
  /** A host whose breaker opened this many times in one delivery is given up on for it (its targets count as failed). */
  maxOpenings?: number;
  /** While true, no new push starts (a warning's delivery runs first); `whenClear` resolves when it turns false. */
  held?: () => boolean;
  whenClear?: () => Promise<void>;
  /** For a push service with its own certificate authority (tests, the benchmark's mock). */
  agent?: https.Agent | undefined;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Deliveries are recorded in batches of this many (500): the durable queue records sooner, so little is sent twice after a kill. */
  recordEvery?: number;
}

export interface DeliveryReport {
  /** Subscriptions the push was meant for. */
  matched: number;
  sent: number;
  /** Subscriptions the push service said are gone (404/410), deleted. */
  removed: number;
  /** Gave up on: refused (other 4xx), still failing after every try, or at a host given up on. */
  failed: number;
  /** Parked: no answer after the network retries, or keys no push can be encrypted to. */
  parked: number;
  retries: number;
}

export type DeliveryStore = Pick<PushRepo, 'deletePushSubscription' | 'markPushSentMany' | 'markPushFailed' | 'parkPushSubscription'>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A Topic header value (URL-safe base64, at most 32 characters) standing for the tag. */
export const topicHeader = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

interface Failure {
  statusCode?: number;
  headers?: Record<string, string | string[] | undefined>;
}

/** Deliveries are recorded in batches: a write per push would make the store, not the network, the bottleneck. */
class SentLog {
  private pending: string[] = [];
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: DeliveryStore,
    private readonly now: () => number,
    private readonly every = 500,
  ) {}

  add(endpoint: string): void {
    this.pending.push(endpoint);
    if (this.pending.length >= this.every) void this.flush();
  }

  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length) this.flushing = this.flushing.then(() => this.store.markPushSentMany(batch, this.now()));
    return this.flushing;
  }
}

/** Whether the keys can be encrypted to at all (rows stored before validation, or written around it). */
function usableKeys(keys: { p256dh: string; auth: string }): boolean {
  return isP256Point(Buffer.from(keys.p256dh, 'base64url')) && Buffer.from(keys.auth, 'base64url').length === 16;
}

interface Pending {
  target: PushTarget;
  /** Tries made so far. */
  attempts: number;
  networkFailures: number;
}

interface Lane {
  host: string;
  active: number;
  queue: Pending[];
  breaker: Breaker;
  /** A wake-up is scheduled for the end of the breaker's cool-down. */
  waking: boolean;
  givenUp: boolean;
}

/** Targets read ahead and waiting at hosts that are up, at most (five pages of the store's reads). */
const READ_AHEAD = 5_000;

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/** Sends to every target the iterator yields, `payloadFor(locale)` being the body in that target's language. */
export async function deliver(
  targets: AsyncIterable<PushTarget>,
  payloadFor: (locale: string) => string,
  store: DeliveryStore,
  opts: SendOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { matched: 0, sent: 0, removed: 0, failed: 0, parked: 0, retries: 0 };
  const sleep = opts.sleep ?? realSleep;
  const now = opts.now ?? Date.now;
  const iterator = targets[Symbol.asyncIterator]();
  const sent = new SentLog(store, now, opts.recordEvery);
  const breakers = opts.breakers ?? new Map<string, Breaker>();
  const maxOpenings = opts.maxOpenings ?? 4;
  const lanes = new Map<string, Lane>();
  const concurrency = Math.max(1, opts.concurrency);
  const hostConcurrency = Math.max(1, opts.hostConcurrency);
  let active = 0;
  /** Retries and cool-downs under way (timers that will put work back). */
  let waiting = 0;
  let buffered = 0;
  let exhausted = false;
  let holding = false;
  let dirty = true;
  let wake: (() => void) | undefined;
  const poke = () => {
    dirty = true;
    wake?.();
  };
  const later = (ms: number, fn: () => void) => {
    waiting++;
    void sleep(ms).then(() => {
      waiting--;
      fn();
      poke();
    });
  };

  const laneOf = (host: string): Lane => {
    let lane = lanes.get(host);
    if (!lane) {
      let breaker = breakers.get(host);
      if (!breaker) breakers.set(host, (breaker = new Breaker(opts.breakerPolicy)));
      lane = { host, active: 0, queue: [], breaker, waking: false, givenUp: false };
      lanes.set(host, lane);
    }
    return lane;
  };
  const failQueued = async (lane: Lane) => {
    report.failed += lane.queue.length;
    buffered -= lane.queue.length;
    lane.queue = [];
  };
  const enqueue = (p: Pending) => {
    const lane = laneOf(hostOf(p.target.endpoint));
    if (lane.givenUp) {
      report.failed++;
      return;
    }
    lane.queue.push(p);
    buffered++;
  };
  const park = async (p: Pending) => {
    report.parked++;
    await store.parkPushSubscription(p.target.endpoint, now());
  };

  const sendOne = async (lane: Lane, p: Pending): Promise<void> => {
    p.attempts++;
    try {
      await webpush.sendNotification({ endpoint: p.target.endpoint, keys: p.target.keys }, payloadFor(p.target.locale), {
        vapidDetails: { subject: opts.vapid.subject, publicKey: opts.vapid.publicKey, privateKey: opts.vapid.privateKey },
        TTL: opts.ttlSeconds,
        urgency: opts.urgency,
        topic: topicHeader(opts.tag),
        timeout: opts.timeoutMs,
        contentEncoding: 'aes128gcm',
        ...(opts.agent ? { agent: opts.agent } : {}),
      });
      lane.breaker.success();
      report.sent++;
      sent.add(p.target.endpoint);
    } catch (err) {
      const { statusCode, headers } = err as Failure;
      if (statusCode === 404 || statusCode === 410) {
        lane.breaker.success();
        await store.deletePushSubscription(p.target.endpoint);
        report.removed++;
        return;
      }
      if (statusCode !== undefined && !retryable(statusCode)) {
        lane.breaker.success();
        report.failed++;
        await store.markPushFailed(p.target.endpoint);
        return;
      }
      lane.breaker.failure(now());
      if (statusCode === undefined) {
        // No answer at all: twice more at most, then the subscription is parked until its browser re-syncs it.
        if (++p.networkFailures > opts.maxNetworkRetries) return park(p);
      } else if (p.attempts >= opts.maxAttempts) {
        report.failed++;
        await store.markPushFailed(p.target.endpoint);
        return;
      }
      report.retries++;
      const header = headers?.['retry-after'];
      const delay = retryDelayMs(p.attempts, { baseMs: opts.baseDelayMs, retryAfter: retryAfterMs(Array.isArray(header) ? header[0] : header, now()) });
      later(delay, () => enqueue(p));
    }
  };

  const start = (lane: Lane, p: Pending) => {
    active++;
    lane.active++;
    void sendOne(lane, p)
      .catch(() => {
        report.failed++;
      })
      .finally(() => {
        active--;
        lane.active--;
        poke();
      });
  };

  /** Starts what may start: round-robin over the hosts, within both limits, past open breakers. */
  const dispatch = async () => {
    if (opts.held?.()) {
      if (!holding && opts.whenClear) {
        holding = true;
        waiting++;
        void opts.whenClear().then(() => {
          holding = false;
          waiting--;
          poke();
        });
      }
      return;
    }
    let progressed = true;
    while (active < concurrency && progressed) {
      progressed = false;
      for (const lane of lanes.values()) {
        if (active >= concurrency) break;
        if (!lane.queue.length || lane.active >= hostConcurrency) continue;
        const state = lane.breaker.state(now());
        if (state !== 'closed' && lane.breaker.openings >= maxOpenings && !lane.givenUp) {
          lane.givenUp = true;
          await failQueued(lane);
          continue;
        }
        if (state === 'open') {
          if (!lane.waking) {
            lane.waking = true;
            later(lane.breaker.waitMs(now()), () => (lane.waking = false));
          }
          continue;
        }
        // Half-open: one probe at a time.
        if (state === 'half-open' && lane.active > 0) continue;
        const p = lane.queue.shift()!;
        buffered--;
        if (!usableKeys(p.target.keys)) {
          await park(p);
          progressed = true;
          continue;
        }
        start(lane, p);
        progressed = true;
      }
    }
  };

  /**
   * Reads ahead until what could start now fills the free slots, or READ_AHEAD targets wait at hosts that are up: a
   * host at its own limit (or behind an open breaker) never stops the reading of targets at other hosts.
   */
  const wantMore = () => {
    let startable = 0;
    let waitingAtLiveHosts = 0;
    for (const lane of lanes.values()) {
      if (lane.breaker.state(now()) !== 'closed') continue;
      startable += Math.min(lane.queue.length, Math.max(0, hostConcurrency - lane.active));
      waitingAtLiveHosts += lane.queue.length;
    }
    return startable < concurrency - active && waitingAtLiveHosts < READ_AHEAD;
  };
  const fill = async () => {
    while (!exhausted && wantMore()) {
      const next = await iterator.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      report.matched++;
      enqueue({ target: next.value, attempts: 0, networkFailures: 0 });
    }
  };

  try {
    for (;;) {
      dirty = false;
      await fill();
      await dispatch();
      if (exhausted && buffered === 0 && active === 0 && waiting === 0) break;
      // Parking in dispatch frees read-ahead room without any push finishing: read on rather than wait for one.
      if (!dirty && (exhausted || !wantMore())) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    await sent.flush();
  }
  return report;
}
