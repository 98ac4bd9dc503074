// Push as an attacker tries it, on both engines of the live store: keys off the P-256 curve and endpoints on another
// port refused, one address's new subscriptions limited per hour, junk subscriptions (keys no push can be encrypted
// to, a host that never answers) not holding back a real warning, network failures retried twice then parked,
// warnings delivered before anything else, and a PostgreSQL outage answered with 503.
import { createECDH } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from '../../../../scripts/pg-cluster';
import { startPushMock, type PushMock } from '../../../../scripts/harness/push-service-mock';
import { startSilentHost, type SilentHost } from '../../../../scripts/harness/silent-host';
import type { LiveState } from '../../../../server/live/state';
import type { LiveAnnouncement } from '../../../../server/live/types';
import { pushPlugin } from '../../../../server/push/plugin';
import { PushService } from '../../../../server/push/service';
import { resolveVapid } from '../../../../server/push/vapid';
import { buildApp, NOW } from '../helpers';

const warning = (id: string, kind = 'typhoon'): LiveAnnouncement => ({
  id,
  content: { en: '<p>Typhoon Signal No. 8 is in force.</p>' } as LiveAnnouncement['content'],
  issuedTime: Math.floor(NOW.getTime() / 1000),
  active: true,
  isWarning: true,
  channels: ['web', 'app'],
  kind,
  createdAt: 0,
  createdBy: null,
  updatedAt: 0,
  updatedBy: null,
  withdrawnAt: null,
  publishedAt: 0,
});
const general = (id: string): LiveAnnouncement => ({
  ...warning(id),
  isWarning: false,
  kind: undefined as never,
  content: { en: '<p>Ferries resume.</p>' } as never,
});

let cluster: PgCluster;
let dbCount = 0;
beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);
afterAll(() => cluster?.stop());

const engines: [string, () => Promise<{ databaseUrl?: string }>][] = [
  ['SQLite', async () => ({})],
  ['PostgreSQL', async () => ({ databaseUrl: await cluster.createDatabase(`push_${++dbCount}`) })],
];

describe.each(engines)('push abuse on %s', (_name, engine) => {
  let app: FastifyInstance;
  let live: LiveState;
  let mock: PushMock;
  let silent: SilentHost;
  let push: PushService;

  beforeEach(async () => {
    mock = await startPushMock();
    silent = await startSilentHost();
    ({ app, live } = await buildApp(undefined, undefined, await engine(), async (server, state) => {
      push = new PushService(state.store, await resolveVapid(state.store, {}), {
        agent: mock.agent,
        concurrency: 8,
        hostConcurrency: 4,
        // Long enough that the real push (encrypted, over TLS, on a busy machine) is in before the first silent one times out.
        timeoutMs: 2_000,
        baseDelayMs: 10,
        breakerPolicy: { failures: 3, cooldownMs: 50, maxCooldownMs: 100 },
      });
      await server.register(pushPlugin, { prefix: '/api/push', push, allowedHosts: [mock.host, silent.host], subscribesPerHour: 5, now: () => NOW });
    }));
  }, 30_000);
  afterEach(async () => {
    await push?.idle();
    await app?.close();
    await mock?.close();
    await silent?.close();
  });

  const subscribe = (payload: object, ip = '198.51.100.7') => app.inject({ method: 'POST', url: '/api/push/subscription', remoteAddress: ip, payload });

  it('refuses a p256dh that is not a point on the P-256 curve, and an endpoint on another port', async () => {
    const s = mock.subscriber('curve');
    const off = Buffer.from(s.keys.p256dh, 'base64url');
    off[40]! ^= 1;
    const bad = await subscribe({ endpoint: s.endpoint, keys: { ...s.keys, p256dh: off.toString('base64url') }, locale: 'en', topics: ['typhoon'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/P-256/);
    for (const endpoint of ['https://fcm.googleapis.com:8443/fcm/send/x', `https://127.0.0.1:${Number(mock.host.split(':')[1]) + 1}/push/x`]) {
      const res = await subscribe({ endpoint, keys: s.keys, locale: 'en', topics: ['typhoon'] });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toMatch(/not a known push service/);
    }
    expect(await live.store.countPushSubscriptions()).toBe(0);
  });

  it('limits new subscriptions per address per hour; a re-sync and another address still go through', async () => {
    const made = Array.from({ length: 6 }, (_, i) => mock.subscriber(`limit-${i}`));
    for (const s of made.slice(0, 5)) expect((await subscribe({ endpoint: s.endpoint, keys: s.keys, locale: 'en', topics: ['typhoon'] })).statusCode).toBe(200);
    const sixth = await subscribe({ endpoint: made[5]!.endpoint, keys: made[5]!.keys, locale: 'en', topics: ['typhoon'] });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await subscribe({ endpoint: made[0]!.endpoint, keys: made[0]!.keys, locale: 'pt', topics: ['general'] })).statusCode).toBe(200);
    expect((await subscribe({ endpoint: made[5]!.endpoint, keys: made[5]!.keys, locale: 'en', topics: ['typhoon'] }, '203.0.113.99')).statusCode).toBe(200);
    expect(await live.store.countPushSubscriptions()).toBe(6);
  });

  it('delivers a real warning while junk subscriptions fail, parks the junk, and never sends it to the real host', async () => {
    const real = mock.subscriber('real');
    expect((await subscribe({ endpoint: real.endpoint, keys: real.keys, locale: 'en', topics: ['typhoon'] })).statusCode).toBe(200);
    // Junk written around the API (as rows from before validation would be): keys off the curve, and a silent host.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const goodKey = ecdh.getPublicKey();
    const offCurve = Buffer.from(goodKey);
    offCurve[40]! ^= 1;
    const auth = Buffer.alloc(16, 7).toString('base64url');
    await live.store.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++) {
        const [endpoint, key] = i % 2 ? [`https://${mock.host}/push/junk-${i}`, offCurve] : [`https://${silent.host}/push/junk-${i}`, goodKey];
        await tx.run(
          'INSERT INTO push_subscriptions (endpoint, p256dh, auth, locale, topics, created_at, updated_at, last_sent_at, failures) VALUES (?, ?, ?, ?, ?, 0, 0, NULL, 0)',
          [endpoint, key.toString('base64url'), auth, 'en', ',typhoon,'],
        );
      }
    });
    let realBeforeFirstTimeout: boolean | undefined;
    silent.onClose(() => (realBeforeFirstTimeout ??= mock.received.some((r) => r.id === 'real')));

    const report = await push.send(warning('signal-8'));
    expect(report).toMatchObject({ matched: 61, sent: 1 });
    // The real push was in before the silent host's first connection timed out.
    expect(realBeforeFirstTimeout).toBe(true);
    expect(mock.received.map((r) => r.id)).toEqual(['real']);
    expect(report.parked + report.failed).toBe(60);
    // No junk subscriber got more than a first try and two retries.
    expect(silent.connections()).toBeLessThanOrEqual(30 * 3);
    const rows = await live.store.pushSubscriptions({ limit: 100 });
    expect(rows.filter((r) => r.endpoint.includes(mock.host) && r.endpoint.includes('junk')).every((r) => r.parkedAt !== null)).toBe(true);
  }, 30_000);

  it('retries a push that gets no answer twice, then parks the subscription until its browser re-syncs it', async () => {
    const keys = mock.subscriber('silent-one').keys;
    const endpoint = `https://${silent.host}/push/silent-one`;
    expect((await subscribe({ endpoint, keys, locale: 'en', topics: ['typhoon'] })).statusCode).toBe(200);
    const report = await push.send(warning('signal-8'));
    expect(report).toMatchObject({ matched: 1, sent: 0, parked: 1, retries: 2 });
    expect(silent.connections()).toBe(3);
    expect((await live.store.pushSubscription(endpoint))?.parkedAt).not.toBeNull();
    expect((await push.send(warning('signal-9'))).matched).toBe(0);
    expect((await subscribe({ endpoint, keys, locale: 'en', topics: ['typhoon'] })).statusCode).toBe(200);
    expect((await live.store.pushSubscription(endpoint))?.parkedAt).toBeNull();
  }, 30_000);

  it('delivers a warning before a general announcement sent at the same moment', async () => {
    for (let i = 0; i < 12; i++) {
      const s = mock.subscriber(`general-${String(i).padStart(2, '0')}`);
      await subscribe({ endpoint: s.endpoint, keys: s.keys, locale: 'en', topics: ['general'] }, `198.51.100.${i}`);
    }
    const w = mock.subscriber('warned');
    await subscribe({ endpoint: w.endpoint, keys: w.keys, locale: 'en', topics: ['typhoon'] }, '198.51.100.200');
    const [g, t] = await Promise.all([push.send(general('ferries')), push.send(warning('signal-8'))]);
    expect(g.sent).toBe(12);
    expect(t.sent).toBe(1);
    expect(mock.received[0]!.id).toBe('warned');
  });
});

describe('a PostgreSQL outage', () => {
  it('answers a subscription with 503 and Retry-After while the database is down', async () => {
    const own = await startPgCluster();
    const mock = await startPushMock();
    let app: FastifyInstance | undefined;
    try {
      ({ app } = await buildApp(
        undefined,
        () => NOW,
        { databaseUrl: await own.createDatabase('outage') },
        async (server, state) => {
          const push = new PushService(state.store, await resolveVapid(state.store, {}), { agent: mock.agent });
          await server.register(pushPlugin, { prefix: '/api/push', push, allowedHosts: [mock.host] });
        },
      ));
      own.stop();
      const s = mock.subscriber('x');
      const res = await app.inject({ method: 'POST', url: '/api/push/subscription', payload: { ...s, id: undefined, locale: 'en', topics: ['typhoon'] } });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      own.stop();
      await app?.close().catch(() => undefined);
      await mock.close();
    }
  }, 120_000);
});
