// Push delivery as durable jobs on PostgreSQL (pg-boss), used when the live store is PostgreSQL: every instance
// works the same queue, and a killed instance's jobs are taken over by the others.
//
// A publish becomes one plan job (the instance that claimed the publish sends it); the plan reads the matching
// subscriptions and splits them into batch jobs of BATCH endpoints, with ids derived from the announcement and the
// batch's place, so a plan run twice adds nothing. A batch job pushes to its endpoints through the same sender as the
// in-process path (breakers, retries, parking) and records each outcome in push_deliveries as it goes; a batch taken
// over after a kill skips the endpoints already recorded. What can still be sent twice is what was in flight when an
// instance died (at most its concurrency): the Topic header makes the push service keep only the newer copy, and the
// notification's tag makes the phone show one. Warnings' jobs carry a higher priority and are fetched first.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { topicsOf, type PushedWarnings } from '#shared/push';
import type { LiveStore } from '../live/store';
import type { PushOutcome } from '../live/repo-push';
import type { LiveAnnouncement } from '../live/types';
import { announcementPushes } from './message';
import { deliver, type DeliveryReport, type DeliveryStore, type SendOptions } from './sender';

export const PLAN_QUEUE = 'push-plan';
export const BATCH_QUEUE = 'push-batch';
/** Endpoints per batch job: small enough that a takeover repeats little, large enough to keep jobs few (1,000 for 100,000). */
export const BATCH = 100;
const WARNING_PRIORITY = 10;

interface PlanJob {
  id: string;
  run: string;
  /** The warnings in force at the publish, pushed with it (issue 30). */
  inForce?: PushedWarnings;
}

interface BatchJob {
  id: string;
  run: string;
  endpoints: string[];
  inForce?: PushedWarnings;
}

/** One delivery of an announcement: a publish, or a publish again after a withdrawal, is a new run. */
export const runKeyOf = (a: Pick<LiveAnnouncement, 'id' | 'publishedAt'>): string => `${a.id}@${a.publishedAt ?? 0}`;

export interface DurablePushOptions {
  databaseUrl: string;
  store: LiveStore;
  /** The sender's settings for an announcement (PushService.sendOptions). */
  sendOptions: (a: LiveAnnouncement) => SendOptions;
  /** Batch jobs this instance works at once. */
  workers?: number;
  /** A batch not finished within this is given to another instance (its instance is taken for dead). */
  expireInSeconds?: number;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are looked for (across all instances). */
  maintenanceIntervalSeconds?: number;
  onReport?: (report: DeliveryReport, warning: boolean) => void;
  log?: { info: (obj: object, msg: string) => void; error: (obj: unknown, msg?: string) => void };
}

/** A UUID standing for `key` (the same key, the same id): pg-boss ignores a job whose id it already has. */
export function jobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Splits endpoints (in order) into batches of `size`. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Records every outcome of a batch as it happens, besides what the sender writes to the subscriptions. */
export function recordingStore(
  store: LiveStore,
  runKey: string,
  now: () => number,
  { keepOutcomes = true } = {},
): DeliveryStore & { outcomes: Map<string, PushOutcome> } {
  // A batch keeps its outcomes to find what its sender gave up on; a whole in-process delivery does not need them.
  const outcomes = new Map<string, PushOutcome>();
  const record = async (endpoint: string, outcome: PushOutcome) => {
    if (keepOutcomes) outcomes.set(endpoint, outcome);
    await store.recordPushOutcomes(runKey, [{ endpoint, outcome }], now());
  };
  return {
    outcomes,
    async markPushSentMany(endpoints, at) {
      if (keepOutcomes) for (const e of endpoints) outcomes.set(e, 'sent');
      await store.recordPushOutcomes(
        runKey,
        endpoints.map((endpoint) => ({ endpoint, outcome: 'sent' as const })),
        at,
      );
      await store.markPushSentMany(endpoints, at);
    },
    async deletePushSubscription(endpoint) {
      await record(endpoint, 'removed');
      return store.deletePushSubscription(endpoint);
    },
    async markPushFailed(endpoint) {
      await record(endpoint, 'failed');
      return store.markPushFailed(endpoint);
    },
    async parkPushSubscription(endpoint, at) {
      await record(endpoint, 'parked');
      await store.parkPushSubscription(endpoint, at);
    },
  };
}

export class DurablePush {
  private readonly boss: PgBoss;
  private started = false;

  constructor(private readonly opts: DurablePushOptions) {
    this.boss = new PgBoss({
      connectionString: opts.databaseUrl,
      schema: 'pgboss',
      max: 4,
      application_name: 'macao-guide-push',
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 15,
      monitorStateIntervalSeconds: 30,
    });
    this.boss.on('error', (err: unknown) => opts.log?.error(err, 'push queue: pg-boss error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    const expireInSeconds = this.opts.expireInSeconds ?? 60;
    await this.boss.createQueue(PLAN_QUEUE, { name: PLAN_QUEUE, retryLimit: 10, retryDelay: 2, expireInSeconds: 120 });
    await this.boss.createQueue(BATCH_QUEUE, { name: BATCH_QUEUE, retryLimit: 10, retryDelay: 1, expireInSeconds });
    const polling = { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 1, batchSize: 1, priority: true };
    await this.boss.work<PlanJob>(PLAN_QUEUE, polling, async ([job]) => this.plan(job!.data));
    for (let i = 0; i < (this.opts.workers ?? 2); i++) await this.boss.work<BatchJob>(BATCH_QUEUE, polling, async ([job]) => this.batch(job!.data));
    this.started = true;
  }

  /** The publish listener's part: one plan job per announcement (a second publish of it adds nothing). */
  async enqueue(a: LiveAnnouncement, inForce?: PushedWarnings): Promise<void> {
    const run = runKeyOf(a);
    await this.boss.send(PLAN_QUEUE, { id: a.id, run, ...(inForce ? { inForce } : {}) } satisfies PlanJob, {
      id: jobId(`plan:${run}`),
      priority: a.isWarning ? WARNING_PRIORITY : 0,
    });
  }

  /** Reads the matching subscriptions and queues their batches. */
  private async plan({ id, run, inForce }: PlanJob): Promise<void> {
    const a = await this.opts.store.announcement(id);
    if (!a) return;
    const topics: readonly string[] = topicsOf(a);
    const endpoints: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await this.opts.store.pushSubscriptions({ limit: 1000, unparked: true, ...(after !== undefined ? { after } : {}) });
      for (const s of page) if (s.topics.some((t) => topics.includes(t))) endpoints.push(s.endpoint);
      if (page.length < 1000) break;
      after = page[page.length - 1]!.endpoint;
    }
    const batches = batchesOf(endpoints, BATCH);
    await this.opts.store.startPushRun(run, id, endpoints.length, batches.length, Date.now());
    const priority = a.isWarning ? WARNING_PRIORITY : 0;
    for (const part of batchesOf(batches, 200)) {
      await this.boss.insert(
        part.map((b) => ({
          id: jobId(`batch:${run}:${b[0]}`),
          name: BATCH_QUEUE,
          data: { id, run, endpoints: b, ...(inForce ? { inForce } : {}) } satisfies BatchJob,
          priority,
        })),
      );
    }
    this.opts.log?.info({ announcement: id, run, matched: endpoints.length, batches: batches.length }, 'push: delivery planned');
  }

  /** Pushes one batch; endpoints with an outcome already (a batch taken over after a kill) are skipped. */
  private async batch(job: BatchJob): Promise<void> {
    const { store } = this.opts;
    const a = await store.announcement(job.id);
    if (!a) return;
    const known = await store.pushOutcomesKnown(job.run, job.endpoints);
    const subs = (await store.pushSubscriptionsByEndpoint(job.endpoints.filter((e) => !known.has(e)))).filter((s) => s.parkedAt === null);
    const recording = recordingStore(store, job.run, Date.now);
    const bodies = announcementPushes(a, job.inForce);
    async function* targets() {
      for (const s of subs) yield { endpoint: s.endpoint, keys: s.keys, locale: s.locale };
    }
    const report = await deliver(targets(), (l) => bodies.get(l) ?? bodies.get('en')!, recording, { ...this.opts.sendOptions(a), recordEvery: 10 });
    // Targets given up on with their host (never handed to the store) count as failed.
    const rest = subs.filter((s) => !recording.outcomes.has(s.endpoint)).map((s) => ({ endpoint: s.endpoint, outcome: 'failed' as const }));
    if (rest.length) await store.recordPushOutcomes(job.run, rest, Date.now());
    this.opts.onReport?.(report, a.isWarning);
  }

  /** Jobs waiting or running (for /metrics). */
  async depth(): Promise<{ deliveries: number; pending: number }> {
    if (!this.started) return { deliveries: 0, pending: 0 };
    const [plans, batches] = await Promise.all([
      this.boss.getQueueSize(PLAN_QUEUE, { before: 'completed' }),
      this.boss.getQueueSize(BATCH_QUEUE, { before: 'completed' }),
    ]);
    return { deliveries: plans, pending: batches * BATCH };
  }

  /** Stops taking jobs and lets the running ones finish (a graceful drain); what is left stays queued for the others. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
