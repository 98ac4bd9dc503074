// The live store on both engines (SQLite in memory, PostgreSQL from Debian's binaries in a throwaway cluster):
// migrations once, revisions, announcements, warnings, weather, sessions, throttles, audit and push subscriptions;
// then two app instances on one PostgreSQL, where a publish through one is served by the other.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from '../../../../scripts/pg-cluster';
import { migrate } from '../../../../server/live/migrations';
import { openLiveStore, type LiveStore } from '../../../../server/live/store';
import { hashPassword } from '../../../../server/operator/passwords';
import { buildApp, NOW } from '../helpers';

const ACTOR = { id: null, name: 'test', ip: null };
let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);
afterAll(() => cluster?.stop());

let dbCount = 0;
const engines: [string, () => Promise<LiveStore>][] = [
  ['SQLite', async () => openLiveStore({ sqlitePath: ':memory:' })],
  ['PostgreSQL', async () => openLiveStore({ databaseUrl: await cluster.createDatabase(`store_${++dbCount}`), sqlitePath: '' })],
];

describe.each(engines)('live store on %s', (_name, open) => {
  let store: LiveStore;
  beforeAll(async () => {
    store = await open();
    expect(await store.migrate()).toEqual([1, 2, 3, 4]);
  });
  afterAll(async () => store?.close());

  it('applies each migration once', async () => {
    expect(await store.migrate()).toEqual([]);
    expect(await migrate(store.db)).toEqual([]);
  });

  it('seeds the shipped announcements once, then bumps the revision on every write', async () => {
    const seed = [{ id: 'hello', content: { en: '<p>Hello</p>' }, issuedTime: 100, active: true, isWarning: false, channels: ['web'] }];
    expect(await store.seedOnce(seed as never, 1)).toBe(true);
    expect(await store.seedOnce(seed as never, 2)).toBe(false);
    const r0 = (await store.revision()).revision;
    await store.createAnnouncement(
      { id: 'later', content: { en: '<p>Later</p>' } as never, issuedTime: 200, active: true, isWarning: true, channels: ['web', 'app'], kind: 'typhoon' },
      ACTOR,
      10,
    );
    expect((await store.revision()).revision).toBe(r0 + 1);
    const data = await store.load();
    expect(data.announcements.map((a) => a.id)).toEqual(['later', 'hello']);
    expect(data.announcements[0]).toMatchObject({ isWarning: true, channels: ['web', 'app'], kind: 'typhoon', createdBy: 'test', publishedAt: null });
    await expect(
      store.createAnnouncement({ id: 'later', content: { en: 'x' } as never, issuedTime: 1, active: true, isWarning: false, channels: ['web'] }, ACTOR, 11),
    ).rejects.toThrow(/exists/);
  });

  it('fires a publish once: the first claim wins', async () => {
    const due = await store.duePublishes(1000);
    expect(due.map((a) => a.id)).toContain('later');
    expect(await store.claimPublish('later', 20)).toBe(true);
    expect(await store.claimPublish('later', 21)).toBe(false);
    expect((await store.duePublishes(1000)).map((a) => a.id)).not.toContain('later');
  });

  it('replaces the warnings, keeping the time of one left unchanged', async () => {
    await store.setWarnings([{ type: 'typhoon', level: '3' }], ACTOR, 100);
    await store.setWarnings(
      [
        { type: 'typhoon', level: '3' },
        { type: 'rainstorm', level: 'red' },
      ],
      ACTOR,
      200,
    );
    expect((await store.warnings()).sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'rainstorm', level: 'red', since: 200 },
      { type: 'typhoon', level: '3', since: 100 },
    ]);
    await store.setWarnings([], ACTOR, 300);
    expect(await store.warnings()).toEqual([]);
  });

  it('keeps sessions, throttles and the audit log', async () => {
    const op = {
      id: randomUUID(),
      username: 'ana',
      displayName: 'Ana',
      role: 'editor' as const,
      passwordHash: await hashPassword('a long password'),
      disabled: false,
      createdAt: 1,
      passwordChangedAt: 1,
    };
    await store.createOperator(op, ACTOR);
    await expect(store.createOperator({ ...op, id: randomUUID() }, ACTOR)).rejects.toThrow(/taken/);
    await store.createSession({ idHash: 'h1', operatorId: op.id, csrfToken: 'c', createdAt: 1, expiresAt: 50, lastSeenAt: 1, ip: '127.0.0.1' });
    expect(await store.session('h1')).toMatchObject({ operatorId: op.id, expiresAt: 50 });
    expect(await store.purgeExpiredSessions(60)).toBe(1);
    expect(await store.session('h1')).toBeUndefined();
    for (let i = 0; i < 3; i++) await store.updateThrottle('user:ana', (t) => ({ failures: (t?.failures ?? 0) + 1, windowStart: 1, lockedUntil: 0 }));
    expect((await store.throttles(['user:ana'])).get('user:ana')?.failures).toBe(3);
    await store.updateThrottle('user:ana', () => null);
    expect((await store.throttles(['user:ana'])).size).toBe(0);
    const log = await store.auditLog({ limit: 50 });
    expect(log[0]).toMatchObject({ action: 'operator.create', target: 'ana', actor: 'test' });
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['warnings.set', 'announcement.publish']));
  });

  it('pages push subscriptions by endpoint and filters by topic', async () => {
    for (const n of [1, 2, 3])
      await store.savePushSubscription(
        { endpoint: `https://push.example/${n}`, keys: { p256dh: 'p', auth: 'a' }, locale: 'en', topics: n === 2 ? ['events'] : ['warnings'] },
        n,
      );
    expect((await store.pushSubscriptions({ limit: 10, topic: 'warnings' })).map((s) => s.endpoint)).toEqual([
      'https://push.example/1',
      'https://push.example/3',
    ]);
    expect((await store.pushSubscriptions({ limit: 1, after: 'https://push.example/1' })).map((s) => s.endpoint)).toEqual(['https://push.example/2']);
    expect(await store.countPushSubscriptions()).toBe(3);
  });
});

describe('two instances on one PostgreSQL', () => {
  it('serves a publish made through one instance from the other within seconds', async () => {
    const databaseUrl = await cluster.createDatabase('two_instances');
    // Both start together: the migration lock lets one apply, the other finds nothing left to do.
    const [a, b] = await Promise.all([
      buildApp(undefined, () => NOW, { databaseUrl, pollMs: 500 }),
      buildApp(undefined, () => NOW, { databaseUrl, pollMs: 500 }),
    ]);
    try {
      a.live.start();
      b.live.start();
      const op = {
        id: randomUUID(),
        username: 'root',
        displayName: 'Root',
        // An editor: an admin would first have to set up a second factor (tests/unit/server/operator/security.test.ts).
        role: 'editor' as const,
        passwordHash: await hashPassword('lotus flower 1999'),
        disabled: false,
        createdAt: 1,
        passwordChangedAt: 1,
      };
      await a.live.store.createOperator(op, ACTOR);
      const signIn = await a.app.inject({ method: 'POST', url: '/operator/api/sign-in', payload: { username: 'root', password: 'lotus flower 1999' } });
      expect(signIn.statusCode).toBe(200);
      const cookie = `mgto_operator=${signIn.cookies[0]!.value}`;
      const csrf = signIn.json().csrfToken as string;

      // A session made on one instance works on the other (sessions live in the shared store).
      const put = await b.app.inject({
        method: 'PUT',
        url: '/operator/api/warnings',
        headers: { cookie, 'x-csrf-token': csrf },
        payload: { warnings: [{ type: 'typhoon', level: '8NW' }] },
      });
      expect(put.statusCode, put.body).toBe(200);

      const museumOn = async (x: typeof a) => (await x.app.inject({ method: 'GET', url: '/api/sight/macao-museum' })).json().status.effect?.state;
      await expect.poll(() => museumOn(a), { timeout: 5000, interval: 100 }).toBe('closed');
      expect(await museumOn(b)).toBe('closed');

      const ann = await a.app.inject({
        method: 'POST',
        url: '/operator/api/announcements',
        headers: { cookie, 'x-csrf-token': csrf },
        payload: { id: 'shared', content: { en: '<p>Seen everywhere</p>' }, active: true, isWarning: true, channels: ['web'] },
      });
      expect(ann.statusCode).toBe(201);
      await expect
        .poll(async () => (await b.app.inject({ method: 'GET', url: '/api/announcement' })).json().messages.map((m: { id: string }) => m.id), {
          timeout: 5000,
          interval: 100,
        })
        .toContain('shared');
      // The shipped announcements were seeded once, not once per instance.
      const all = await a.live.store.announcements();
      expect(new Set(all.map((x) => x.id)).size).toBe(all.length);
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  }, 60_000);
});
