// Web Push subscriptions and the VAPID key pair, kept for the push sender (issue 17): subscriptions are read in pages
// by endpoint (keyset paging, so 100,000 of them never sit in memory at once) and filtered by topic and locale in SQL.
import type { Db } from './db';
import type { PushProgress } from '#shared/api/push-progress';
import type { PushSubscriptionRecord, VapidKeys } from './types';

/** What became of one push: sent (201), removed (404/410), failed (refused or still failing), parked (junk). */
export type PushOutcome = 'sent' | 'removed' | 'failed' | 'parked';

interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  topics: string;
  created_at: number;
  updated_at: number;
  last_sent_at: number | null;
  failures: number;
  parked_at: number | null;
}

/** Topics are stored as ",a,b," so one LIKE finds a topic in either engine without a JSON operator. */
export const encodeTopics = (topics: string[]) => `,${[...new Set(topics)].sort().join(',')},`;
const decodeTopics = (s: string) => s.split(',').filter(Boolean);

const toRecord = (r: SubscriptionRow): PushSubscriptionRecord => ({
  endpoint: r.endpoint,
  keys: { p256dh: r.p256dh, auth: r.auth },
  locale: r.locale,
  topics: decodeTopics(r.topics),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
  lastSentAt: r.last_sent_at === null ? null : Number(r.last_sent_at),
  failures: Number(r.failures),
  parkedAt: r.parked_at === null ? null : Number(r.parked_at),
});

const COLUMNS = 'endpoint, p256dh, auth, locale, topics, created_at, updated_at, last_sent_at, failures, parked_at';

export function pushRepo(db: Db) {
  return {
    /** Creates or refreshes a subscription (an app open re-syncs it); keeps its creation time. */
    async savePushSubscription(s: { endpoint: string; keys: { p256dh: string; auth: string }; locale: string; topics: string[] }, now: number): Promise<void> {
      await db.run(
        `INSERT INTO push_subscriptions (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0, NULL)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, locale = excluded.locale, topics = excluded.topics,
           updated_at = excluded.updated_at, failures = 0, parked_at = NULL`,
        [s.endpoint, s.keys.p256dh, s.keys.auth, s.locale, encodeTopics(s.topics), now, now],
      );
    },

    async pushSubscription(endpoint: string): Promise<PushSubscriptionRecord | undefined> {
      const r = await db.get<SubscriptionRow>(`SELECT ${COLUMNS} FROM push_subscriptions WHERE endpoint = ?`, [endpoint]);
      return r ? toRecord(r) : undefined;
    },

    async deletePushSubscription(endpoint: string): Promise<boolean> {
      return (await db.run('DELETE FROM push_subscriptions WHERE endpoint = ?', [endpoint])) > 0;
    },

    /** One page of subscriptions after `after` (by endpoint), optionally only those with a topic or a locale, or not parked. */
    async pushSubscriptions(opts: { limit: number; after?: string; topic?: string; locale?: string; unparked?: boolean }): Promise<PushSubscriptionRecord[]> {
      const where: string[] = opts.unparked ? ['parked_at IS NULL'] : [];
      const params: (string | number)[] = [];
      if (opts.after !== undefined) {
        where.push('endpoint > ?');
        params.push(opts.after);
      }
      if (opts.topic !== undefined) {
        where.push('topics LIKE ?');
        params.push(`%,${opts.topic},%`);
      }
      if (opts.locale !== undefined) {
        where.push('locale = ?');
        params.push(opts.locale);
      }
      const rows = await db.all<SubscriptionRow>(
        `SELECT ${COLUMNS} FROM push_subscriptions${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY endpoint LIMIT ?`,
        [...params, opts.limit],
      );
      return rows.map(toRecord);
    },

    /** Subscriptions (not parked) with one of `topics`: whom a delivery is for. */
    async countPushSubscriptionsFor(topics: readonly string[]): Promise<number> {
      if (topics.length === 0) return 0;
      const row = await db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM push_subscriptions WHERE parked_at IS NULL AND (${topics.map(() => 'topics LIKE ?').join(' OR ')})`,
        topics.map((t) => `%,${t},%`),
      );
      return Number(row?.n ?? 0);
    },

    async countPushSubscriptions(): Promise<number> {
      return Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM push_subscriptions'))?.n ?? 0);
    },

    async markPushSent(endpoint: string, at: number): Promise<void> {
      await db.run('UPDATE push_subscriptions SET last_sent_at = ?, failures = 0 WHERE endpoint = ?', [at, endpoint]);
    },

    /** Marks many deliveries at once: one statement per batch instead of one write (and sync) per push. */
    async markPushSentMany(endpoints: readonly string[], at: number): Promise<void> {
      for (let i = 0; i < endpoints.length; i += 500) {
        const batch = endpoints.slice(i, i + 500);
        await db.run(`UPDATE push_subscriptions SET last_sent_at = ?, failures = 0 WHERE endpoint IN (${batch.map(() => '?').join(', ')})`, [at, ...batch]);
      }
    },

    async markPushFailed(endpoint: string): Promise<number> {
      await db.run('UPDATE push_subscriptions SET failures = failures + 1 WHERE endpoint = ?', [endpoint]);
      return Number((await db.get<{ failures: number }>('SELECT failures FROM push_subscriptions WHERE endpoint = ?', [endpoint]))?.failures ?? 0);
    },

    /** Stops sending to a subscription that fails without an answer; a re-sync from its browser brings it back. */
    async parkPushSubscription(endpoint: string, at: number): Promise<void> {
      await db.run('UPDATE push_subscriptions SET parked_at = ?, failures = failures + 1 WHERE endpoint = ?', [at, endpoint]);
    },

    /** Subscriptions by endpoint (one delivery batch), in endpoint order. */
    async pushSubscriptionsByEndpoint(endpoints: readonly string[]): Promise<PushSubscriptionRecord[]> {
      if (endpoints.length === 0) return [];
      const rows = await db.all<SubscriptionRow>(
        `SELECT ${COLUMNS} FROM push_subscriptions WHERE endpoint IN (${endpoints.map(() => '?').join(', ')}) ORDER BY endpoint`,
        [...endpoints],
      );
      return rows.map(toRecord);
    },

    /** Starts the delivery run `runKey` of an announcement; false when it was already started. */
    async startPushRun(runKey: string, announcementId: string, matched: number, batches: number, now: number): Promise<boolean> {
      return (
        (await db.run(
          'INSERT INTO push_runs (run_key, announcement_id, matched, batches, started_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (run_key) DO NOTHING',
          [runKey, announcementId, matched, batches, now],
        )) === 1
      );
    },

    /** Records outcomes of a run; a subscription keeps its first outcome. */
    async recordPushOutcomes(runKey: string, outcomes: readonly { endpoint: string; outcome: PushOutcome }[], now: number): Promise<void> {
      for (let i = 0; i < outcomes.length; i += 200) {
        const part = outcomes.slice(i, i + 200);
        await db.run(
          `INSERT INTO push_deliveries (run_key, endpoint, outcome, at) VALUES ${part.map(() => '(?, ?, ?, ?)').join(', ')}
           ON CONFLICT (run_key, endpoint) DO NOTHING`,
          part.flatMap((o) => [runKey, o.endpoint, o.outcome, now]),
        );
      }
    },

    /** Which of `endpoints` already have an outcome in the run. */
    async pushOutcomesKnown(runKey: string, endpoints: readonly string[]): Promise<Set<string>> {
      if (endpoints.length === 0) return new Set();
      const rows = await db.all<{ endpoint: string }>(
        `SELECT endpoint FROM push_deliveries WHERE run_key = ? AND endpoint IN (${endpoints.map(() => '?').join(', ')})`,
        [runKey, ...endpoints],
      );
      return new Set(rows.map((r) => r.endpoint));
    },

    /** The latest delivery of an announcement: how many subscriptions it was for, and how many met each outcome so far. */
    async pushProgress(announcementId: string): Promise<PushProgress | undefined> {
      const run = await db.get<{ run_key: string; matched: number; started_at: number }>(
        'SELECT run_key, matched, started_at FROM push_runs WHERE announcement_id = ? ORDER BY started_at DESC LIMIT 1',
        [announcementId],
      );
      if (!run) return undefined;
      const rows = await db.all<{ outcome: string; n: number }>('SELECT outcome, COUNT(*) AS n FROM push_deliveries WHERE run_key = ? GROUP BY outcome', [
        run.run_key,
      ]);
      const by = Object.fromEntries(rows.map((r) => [r.outcome, Number(r.n)])) as Partial<Record<PushOutcome, number>>;
      const done = Object.values(by).reduce((a, b) => a + b, 0);
      return {
        matched: Number(run.matched),
        sent: by.sent ?? 0,
        failed: by.failed ?? 0,
        removed: by.removed ?? 0,
        parked: by.parked ?? 0,
        queued: Math.max(0, Number(run.matched) - done),
        startedAt: Number(run.started_at),
      };
    },

    async vapidKeys(): Promise<VapidKeys | undefined> {
      const r = await db.get<{ public_key: string; private_key: string; subject: string; created_at: number }>(
        'SELECT public_key, private_key, subject, created_at FROM vapid_keys WHERE id = 1',
      );
      return r ? { publicKey: r.public_key, privateKey: r.private_key, subject: r.subject, createdAt: Number(r.created_at) } : undefined;
    },

    /** Keeps the first key pair ever saved: instances that generate one at the same start all end up using the same. */
    async saveVapidKeysOnce(keys: VapidKeys): Promise<VapidKeys> {
      await db.run('INSERT INTO vapid_keys (id, public_key, private_key, subject, created_at) VALUES (1, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING', [
        keys.publicKey,
        keys.privateKey,
        keys.subject,
        keys.createdAt,
      ]);
      const r = await db.get<{ public_key: string; private_key: string; subject: string; created_at: number }>(
        'SELECT public_key, private_key, subject, created_at FROM vapid_keys WHERE id = 1',
      );
      const stored = r ? { publicKey: r.public_key, privateKey: r.private_key, subject: r.subject, createdAt: Number(r.created_at) } : undefined;
      if (!stored) throw new Error('VAPID keys could not be stored');
      return stored;
    },
  };
}

export type PushRepo = ReturnType<typeof pushRepo>;
