// Push delivery as durable jobs on PostgreSQL: two instances share one announcement's sending, every subscriber gets
// exactly one push, the operator's progress adds up, and a batch taken over after a kill skips what was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from '../../../../scripts/pg-cluster';
import { startPushMock, type PushMock } from '../../../../scripts/harness/push-service-mock';
import { openLiveStore, type LiveStore } from '../../../../server/live/store';
import { BATCH, DurablePush, batchesOf, jobId, runKeyOf } from '../../../../server/push/durable';
import { PushService } from '../../../../server/push/service';
import { resolveVapid } from '../../../../server/push/vapid';

let cluster: PgCluster;
let mock: PushMock;
const stores: LiveStore[] = [];
const queues: DurablePush[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
  mock = await startPushMock();
}, 120_000);

afterAll(async () => {
  for (const q of queues) await q.stop();
  for (const s of stores) await s.close();
  await mock?.close();
  cluster?.stop();
});

/** An instance's push side on the shared database, with its own durable queue worker. */
async function instance(databaseUrl: string, reports: number[]): Promise<{ store: LiveStore; push: PushService }> {
  const store = openLiveStore({ databaseUrl, sqlitePath: '' });
  stores.push(store);
  await store.migrate();
  const push = new PushService(store, await resolveVapid(store, {}), { agent: mock.agent, concurrency: 8 });
  push.durable = new DurablePush({
    databaseUrl,
    store,
    sendOptions: (a) => push.sendOptions(a),
    pollingIntervalSeconds: 0.5,
    onReport: (r) => reports.push(r.sent),
  });
  queues.push(push.durable);
  await push.durable.start();
  return { store, push };
}

describe('durable push delivery', () => {
  it('splits a delivery into batches that two instances share; each subscriber gets one push; progress adds up', async () => {
    const url = await cluster.createDatabase('durable_share');
    const [aSent, bSent] = [[] as number[], [] as number[]];
    const a = await instance(url, aSent);
    const b = await instance(url, bSent);
    const n = BATCH * 6 + 17;
    for (let i = 0; i < n; i++) {
      const s = mock.subscriber(`share-${String(i).padStart(4, '0')}`);
      await a.store.savePushSubscription({ endpoint: s.endpoint, keys: s.keys, locale: i % 3 ? 'en' : 'ja', topics: ['typhoon'] }, 0);
    }
    // One that follows only general news: not for a typhoon warning.
    const other = mock.subscriber('share-news-only');
    await a.store.savePushSubscription({ endpoint: other.endpoint, keys: other.keys, locale: 'en', topics: ['general'] }, 0);
    const now = Date.now();
    const warning = await a.store.createAnnouncement(
      {
        id: 'durable-signal-8',
        content: { en: '<p>Typhoon Signal No. 8 is in force.</p>', ja: '<p>台風シグナル8号が発令中です。</p>' },
        issuedTime: Math.floor(now / 1000),
        active: true,
        isWarning: true,
        channels: ['web', 'app'],
        kind: 'typhoon',
      },
      { id: null, name: 'test', ip: null },
      now,
    );
    a.push.published({ ...warning, publishedAt: now });
    const started = Date.now();
    for (;;) {
      const p = await a.store.pushProgress(warning.id);
      if (p && p.queued === 0 && p.matched === n) break;
      if (Date.now() - started > 90_000) throw new Error(`not delivered in 90 s: ${JSON.stringify(p)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const progress = await b.store.pushProgress(warning.id);
    expect(progress).toMatchObject({ matched: n, sent: n, failed: 0, removed: 0, parked: 0, queued: 0 });
    const ids = [...mock.tally.keys()].filter((k) => k.startsWith('share-'));
    expect(ids).toHaveLength(n);
    expect(ids.every((id) => mock.tally.get(id)!.pushes === 1)).toBe(true);
    expect(mock.tally.has('share-news-only')).toBe(false);
    // Both instances took part.
    expect(aSent.reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
    expect(bSent.reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
    expect(aSent.reduce((x, y) => x + y, 0) + bSent.reduce((x, y) => x + y, 0)).toBe(n);
  }, 150_000);

  it('a batch taken over after a kill skips the subscribers already pushed to', async () => {
    const url = await cluster.createDatabase('durable_takeover');
    const a = await instance(url, []);
    const subs = Array.from({ length: 30 }, (_, i) => mock.subscriber(`take-${String(i).padStart(3, '0')}`));
    for (const s of subs) await a.store.savePushSubscription({ endpoint: s.endpoint, keys: s.keys, locale: 'en', topics: ['typhoon'] }, 0);
    const now = Date.now();
    const warning = await a.store.createAnnouncement(
      {
        id: 'durable-takeover',
        content: { en: '<p>Signal No. 8.</p>' },
        issuedTime: Math.floor(now / 1000),
        active: true,
        isWarning: true,
        channels: ['web'],
        kind: 'typhoon',
      },
      { id: null, name: 'test', ip: null },
      now,
    );
    const run = runKeyOf({ ...warning, publishedAt: now });
    // The instance that died had pushed to the first 12 and recorded it.
    await a.store.startPushRun(run, warning.id, subs.length, 1, now);
    await a.store.recordPushOutcomes(
      run,
      subs.slice(0, 12).map((s) => ({ endpoint: s.endpoint, outcome: 'sent' as const })),
      now,
    );
    a.push.published({ ...warning, publishedAt: now });
    const started = Date.now();
    while ((await a.store.pushProgress(warning.id))?.queued !== 0) {
      if (Date.now() - started > 60_000) throw new Error('not delivered in 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(subs.slice(0, 12).some((s) => mock.tally.has(s.id))).toBe(false);
    expect(subs.slice(12).every((s) => mock.tally.get(s.id)?.pushes === 1)).toBe(true);
    expect(await a.store.pushProgress(warning.id)).toMatchObject({ matched: 30, sent: 30, queued: 0 });
  }, 120_000);
});

describe('job ids and batches', () => {
  it('the same key gives the same UUID, another key another', () => {
    expect(jobId('batch:a@1:x')).toBe(jobId('batch:a@1:x'));
    expect(jobId('batch:a@1:x')).not.toBe(jobId('batch:a@2:x'));
    expect(jobId('k')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('batches keep order and size', () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesOf([], 3)).toEqual([]);
  });

  it('a publish again after a withdrawal is a new run', () => {
    expect(runKeyOf({ id: 'w', publishedAt: 1 })).not.toBe(runKeyOf({ id: 'w', publishedAt: 2 }));
  });
});
