// Sends one push to many subscriptions: a fixed number in flight at once, 429/5xx and network failures retried
// with backoff (Retry-After honoured), 404/410 subscriptions removed (the browser dropped them), TTL and urgency set.
import { createHash } from 'node:crypto';
import type https from 'node:https';
import webpush, { type Urgency } from 'web-push';
import type { PushRepo } from '../live/repo-push';
import type { VapidKeys } from '../live/types';
import { retryable, retryAfterMs, retryDelayMs } from './retry';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  locale: string;
}

export interface SendOptions {
  vapid: VapidKeys;
  /** Pushes in flight at once. */
  concurrency: number;
  /** How long the push service keeps it for a phone that is off (seconds). */
  ttlSeconds: number;
  urgency: Urgency;
  /** Same tag → same Topic header: the push service replaces an older undelivered push with the newer one. */
  tag: string;
  /** Tries per subscription, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  timeoutMs: number;
  /** For a push service with its own certificate authority (tests, the benchmark's mock). */
  agent?: https.Agent | undefined;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface DeliveryReport {
  /** Subscriptions the push was meant for. */
  matched: number;
  sent: number;
  /** Subscriptions the push service said are gone (404/410), deleted. */
  removed: number;
  /** Gave up on: refused (other 4xx) or still failing after every try. */
  failed: number;
  retries: number;
}

export type DeliveryStore = Pick<PushRepo, 'deletePushSubscription' | 'markPushSentMany' | 'markPushFailed'>;

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
  ) {}

  add(endpoint: string): void {
    this.pending.push(endpoint);
    if (this.pending.length >= 500) void this.flush();
  }

  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length) this.flushing = this.flushing.then(() => this.store.markPushSentMany(batch, this.now()));
    return this.flushing;
  }
}

async function sendOne(target: PushTarget, payload: string, opts: SendOptions, report: DeliveryReport, store: DeliveryStore, sent: SentLog): Promise<void> {
  const sleep = opts.sleep ?? realSleep;
  const now = opts.now ?? Date.now;
  for (let attempt = 1; ; attempt++) {
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: target.keys }, payload, {
        vapidDetails: { subject: opts.vapid.subject, publicKey: opts.vapid.publicKey, privateKey: opts.vapid.privateKey },
        TTL: opts.ttlSeconds,
        urgency: opts.urgency,
        topic: topicHeader(opts.tag),
        timeout: opts.timeoutMs,
        contentEncoding: 'aes128gcm',
        ...(opts.agent ? { agent: opts.agent } : {}),
      });
      report.sent++;
      sent.add(target.endpoint);
      return;
    } catch (err) {
      const { statusCode, headers } = err as Failure;
      if (statusCode === 404 || statusCode === 410) {
        await store.deletePushSubscription(target.endpoint);
        report.removed++;
        return;
      }
      if (!retryable(statusCode) || attempt >= opts.maxAttempts) {
        report.failed++;
        await store.markPushFailed(target.endpoint);
        return;
      }
      report.retries++;
      const header = headers?.['retry-after'];
      await sleep(retryDelayMs(attempt, { baseMs: opts.baseDelayMs, retryAfter: retryAfterMs(Array.isArray(header) ? header[0] : header, now()) }));
    }
  }
}

/** Sends to every target the iterator yields, `payloadFor(locale)` being the body in that target's language. */
export async function deliver(
  targets: AsyncIterable<PushTarget>,
  payloadFor: (locale: string) => string,
  store: DeliveryStore,
  opts: SendOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { matched: 0, sent: 0, removed: 0, failed: 0, retries: 0 };
  const iterator = targets[Symbol.asyncIterator]();
  const sent = new SentLog(store, opts.now ?? Date.now);
  // Workers share one iterator: an async generator hands each next() its own item, in order.
  const worker = async () => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      report.matched++;
      await sendOne(next.value, payloadFor(next.value.locale), opts, report, store, sent);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, opts.concurrency) }, worker));
  } finally {
    await sent.flush();
  }
  return report;
}
