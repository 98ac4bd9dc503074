// Web Push subscriptions and the VAPID key pair, kept for the push sender (issue 17): subscriptions are read in pages
// by endpoint (keyset paging, so 100,000 of them never sit in memory at once) and filtered by topic and locale in SQL.
import type { Db } from './db';
import type { PushSubscriptionRecord, VapidKeys } from './types';

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
const encodeTopics = (topics: string[]) => `,${[...new Set(topics)].sort().join(',')},`;
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
