// The push side of an instance: its VAPID identity, and the delivery of every published announcement to the
// subscriptions whose topics it matches, each in its subscriber's language. Deliveries run in the background (an
// operator's publish is not held up by 100,000 sends); idle() waits for them (tests, shutdown).
import type https from 'node:https';
import { topicsOf, type PushedWarnings } from '#shared/push';
import type { LiveStore } from '../live/store';
import type { LiveAnnouncement, VapidKeys } from '../live/types';
import { announcementPushes } from './message';
import type { Breaker, BreakerPolicy } from './breaker';
import { deliver, type DeliveryReport, type PushTarget, type SendOptions } from './sender';
import { recordingStore, runKeyOf, type DurablePush } from './durable';

export interface PushServiceOptions {
  concurrency?: number;
  hostConcurrency?: number;
  maxAttempts?: number;
  maxNetworkRetries?: number;
  breakerPolicy?: BreakerPolicy;
  baseDelayMs?: number;
  timeoutMs?: number;
  agent?: https.Agent | undefined;
  sleep?: (ms: number) => Promise<void>;
  log?: { info: (obj: object, msg: string) => void; error: (obj: unknown, msg?: string) => void };
  /** Each delivery's outcome (for /metrics). */
  onReport?: (report: DeliveryReport, warning: boolean) => void;
}

/** A warning is only useful while it is current: a phone off for longer gets the guide's own copy instead. */
export const WARNING_TTL_S = 6 * 3600;
export const ANNOUNCEMENT_TTL_S = 24 * 3600;
const PAGE = 1000;

/** Every subscription with one of `topics`, page by page (never all in memory). */
export async function* subscribersOf(store: Pick<LiveStore, 'pushSubscriptions'>, topics: readonly string[]): AsyncGenerator<PushTarget> {
  let after: string | undefined;
  for (;;) {
    const page = await store.pushSubscriptions({ limit: PAGE, unparked: true, ...(after !== undefined ? { after } : {}) });
    for (const s of page) if (s.topics.some((t) => topics.includes(t))) yield { endpoint: s.endpoint, keys: s.keys, locale: s.locale };
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.endpoint;
  }
}

export class PushService {
  private readonly running = new Set<Promise<unknown>>();
  /** One breaker per push service host, shared by every delivery. */
  private readonly breakers = new Map<string, Breaker>();
  /** Warning deliveries under way: everything else waits for them. */
  private urgent = 0;
  private clear: { promise: Promise<void>; resolve: () => void } | undefined;

  constructor(
    readonly store: LiveStore,
    readonly vapid: VapidKeys,
    private readonly opts: PushServiceOptions = {},
  ) {}

  sendOptions(a: Pick<LiveAnnouncement, 'id' | 'isWarning'>): SendOptions {
    return {
      vapid: this.vapid,
      concurrency: this.opts.concurrency ?? 50,
      hostConcurrency: this.opts.hostConcurrency ?? 40,
      ttlSeconds: a.isWarning ? WARNING_TTL_S : ANNOUNCEMENT_TTL_S,
      urgency: a.isWarning ? 'high' : 'normal',
      tag: a.id,
      maxAttempts: this.opts.maxAttempts ?? 4,
      maxNetworkRetries: this.opts.maxNetworkRetries ?? 2,
      baseDelayMs: this.opts.baseDelayMs ?? 1_000,
      timeoutMs: this.opts.timeoutMs ?? 5_000,
      breakers: this.breakers,
      ...(this.opts.breakerPolicy ? { breakerPolicy: this.opts.breakerPolicy } : {}),
      ...(a.isWarning ? {} : { held: () => this.urgent > 0, whenClear: () => this.whenClear() }),
      agent: this.opts.agent,
      ...(this.opts.sleep ? { sleep: this.opts.sleep } : {}),
    };
  }

  private whenClear(): Promise<void> {
    if (this.urgent === 0) return Promise.resolve();
    if (!this.clear) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.clear = { promise, resolve };
    }
    return this.clear.promise;
  }

  /**
   * Sends a published announcement to its subscribers and reports what happened. A warning goes first: while one is
   * being delivered, other deliveries start no new push.
   */
  async send(a: LiveAnnouncement, inForce?: PushedWarnings): Promise<DeliveryReport> {
    const bodies = announcementPushes(a, inForce);
    const started = Date.now();
    if (a.isWarning) this.urgent++;
    try {
      const topics = topicsOf(a);
      // Progress for the operator, in the same tables as the durable queue's (server/push/durable.ts).
      const run = runKeyOf(a);
      await this.store.startPushRun(run, a.id, await this.store.countPushSubscriptionsFor(topics), 1, started);
      const report = await deliver(
        subscribersOf(this.store, topics),
        (l) => bodies.get(l) ?? bodies.get('en')!,
        recordingStore(this.store, run, Date.now, { keepOutcomes: false }),
        this.sendOptions(a),
      );
      this.opts.log?.info({ announcement: a.id, ...report, ms: Date.now() - started }, 'push: announcement delivered');
      this.opts.onReport?.(report, a.isWarning);
      return report;
    } finally {
      if (a.isWarning && --this.urgent === 0) {
        this.clear?.resolve();
        this.clear = undefined;
      }
    }
  }

  /** Where deliveries go instead of this process when the live store is PostgreSQL (server/push/durable.ts). */
  durable: DurablePush | undefined;

  /**
   * The publish listener: starts the delivery (or queues it durably) and returns at once, with the warnings in force
   * so phones offline mark the places they close.
   */
  published(a: LiveAnnouncement, inForce?: PushedWarnings): void {
    const durable = this.durable;
    const run = (durable ? durable.enqueue(a, inForce) : this.send(a, inForce)).catch((err: unknown) =>
      this.opts.log?.error(err, `push: delivery of "${a.id}" failed`),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Deliveries under way (or waiting behind a warning's). */
  get deliveries(): number {
    return this.running.size;
  }

  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
