// Push end to end on the server: the visitors' subscribe API (validation, duplicates, re-sync, unsubscribe), then an
// operator's publish → the mock push service receives one encrypted push per matching subscriber, in their
// language, and none for the others; 410 removes a subscription, 429 is retried after Retry-After.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../../../../server/live/state';
import { hashPassword } from '../../../../server/operator/passwords';
import { pushPlugin } from '../../../../server/push/plugin';
import { PushService } from '../../../../server/push/service';
import { resolveVapid } from '../../../../server/push/vapid';
import { startPushMock, type PushMock } from '../../../../scripts/harness/push-service-mock';
import { buildApp, NOW } from '../helpers';

let app: FastifyInstance;
let live: LiveState;
let mock: PushMock;
let push: PushService;
const waits: number[] = [];

beforeEach(async () => {
  mock = await startPushMock();
  ({ app, live } = await buildApp(undefined, undefined, {}, async (server, state) => {
    push = new PushService(state.store, await resolveVapid(state.store, {}), {
      agent: mock.agent,
      concurrency: 4,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    state.onPublish((a) => push.published(a));
    await server.register(pushPlugin, { prefix: '/api/push', push, allowedHosts: [mock.host], now: () => NOW });
  }));
  const at = NOW.getTime();
  await live.store.createOperator(
    {
      id: randomUUID(),
      username: 'ana',
      displayName: 'Ana',
      role: 'editor',
      passwordHash: await hashPassword('lotus flower 1999'),
      disabled: false,
      createdAt: at,
      passwordChangedAt: at,
    },
    { id: null, name: 'test', ip: null },
  );
  waits.length = 0;
});

afterEach(async () => {
  await push.idle();
  await app.close();
  await mock.close();
});

const subscribe = (payload: object) => app.inject({ method: 'POST', url: '/api/push/subscription', payload });

async function operator() {
  const res = await app.inject({ method: 'POST', url: '/operator/api/sign-in', payload: { username: 'ana', password: 'lotus flower 1999' } });
  const cookie = res.cookies.find((c) => c.name === 'mgto_operator')!;
  const headers = { cookie: `mgto_operator=${cookie.value}`, 'x-csrf-token': res.json().csrfToken as string };
  return (url: string, payload: object) => app.inject({ method: 'POST', url: `/operator/api${url}`, headers, payload });
}

const TYPHOON = {
  id: 'signal-8-now',
  content: {
    en: '<p>Typhoon Signal No. 8 is in force. Stay indoors.</p>',
    ja: '<p>台風シグナル8号が発令中です。屋内にとどまってください。</p>',
    ar: '<p>إشارة الإعصار رقم 8 سارية. ابقوا في الداخل.</p>',
  },
  active: true,
  isWarning: true,
  channels: ['web', 'app'],
  kind: 'typhoon',
};

describe('subscribe API', () => {
  it('gives the VAPID public key, the same on every call', async () => {
    const a = (await app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey as string;
    expect(Buffer.from(a, 'base64url')).toHaveLength(65);
    expect((await app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey).toBe(a);
    expect((await resolveVapid(live.store, {})).publicKey).toBe(a);
  });

  it('keeps a valid subscription once, and a re-sync replaces its locale and topics', async () => {
    const s = mock.subscriber('a');
    expect((await subscribe({ ...s, id: undefined, locale: 'ja', topics: ['typhoon'] })).statusCode).toBe(200);
    const res = await subscribe({ endpoint: s.endpoint, keys: s.keys, locale: 'ar', topics: ['typhoon', 'general', 'typhoon'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await live.store.countPushSubscriptions()).toBe(1);
    const kept = await live.store.pushSubscription(s.endpoint);
    expect(kept).toMatchObject({ locale: 'ar', topics: ['general', 'typhoon'] });
  });

  it.each([
    ['http endpoint', { endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, /https/],
    ['unknown push service', { endpoint: 'https://evil.example/push/x' }, /not a known push service/],
    ['not a URL', { endpoint: 'nonsense' }, /not a URL/],
    ['oversized endpoint', { endpoint: `https://fcm.googleapis.com/fcm/send/${'x'.repeat(1100)}` }, /endpoint/],
    ['missing keys', { keys: undefined }, /p256dh and auth/],
    ['missing auth', { keys: { p256dh: 'BAAA' } }, /p256dh and auth/],
    ['short p256dh', { keys: { p256dh: 'BAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, /P-256/],
    ['short auth', { keys: { p256dh: 'REAL', auth: 'AAAA' } }, /16 bytes/],
    ['unknown locale', { locale: 'xx' }, /locale/],
    ['disabled locale', { locale: 'ru' }, /locale/],
    ['unknown topic', { topics: ['lottery'] }, /unknown topic/],
    ['no topic', { topics: [] }, /at least one/],
  ])('refuses %s with 400 and a message', async (_name, change, message) => {
    const s = mock.subscriber('v');
    const body: Record<string, unknown> = { endpoint: s.endpoint, keys: s.keys, locale: 'en', topics: ['typhoon'], ...change };
    const keys = body.keys as { p256dh?: string } | undefined;
    if (keys?.p256dh === 'REAL') body.keys = { ...keys, p256dh: s.keys.p256dh };
    for (const [k, v] of Object.entries(body)) if (v === undefined) delete body[k];
    const res = await subscribe(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await live.store.countPushSubscriptions()).toBe(0);
  });

  it('refuses a body over the size limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: { 'content-type': 'application/json' },
      payload: `{"endpoint":"${'x'.repeat(70_000)}"}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('unsubscribes', async () => {
    const s = mock.subscriber('u');
    await subscribe({ ...s, id: undefined, locale: 'en', topics: ['general'] });
    const res = await app.inject({ method: 'POST', url: '/api/push/unsubscribe', payload: { endpoint: s.endpoint } });
    expect(res.json()).toEqual({ unsubscribed: true });
    expect(await live.store.countPushSubscriptions()).toBe(0);
  });
});

describe('publish → push', () => {
  async function subscribeAll() {
    const ja = mock.subscriber('ja-typhoon');
    const ar = mock.subscriber('ar-warnings');
    const de = mock.subscriber('de-general');
    const itRain = mock.subscriber('it-rain');
    for (const [s, locale, topics] of [
      [ja, 'ja', ['typhoon']],
      [ar, 'ar', ['warnings', 'typhoon']],
      [de, 'de', ['general']],
      [itRain, 'it', ['rainstorm']],
    ] as const) {
      const res = await subscribe({ endpoint: s.endpoint, keys: s.keys, locale, topics });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { ja, ar, de, itRain };
  }

  it('sends one encrypted push per matching subscriber, in their language, urgent, and none to the others', async () => {
    await subscribeAll();
    const post = await operator();
    expect((await post('/announcements', TYPHOON)).statusCode).toBe(201);
    await push.idle();
    const byId = new Map(mock.received.map((r) => [r.id, r]));
    expect(mock.received.map((r) => r.id).sort()).toEqual(['ar-warnings', 'ja-typhoon']);
    const ja = JSON.parse(byId.get('ja-typhoon')!.text!);
    expect(ja).toMatchObject({ title: 'マカオの警報', lang: 'ja', dir: 'ltr', url: '/ja/announcement#ann-signal-8-now', tag: 'announcement-signal-8-now' });
    expect(ja.body).toContain('台風シグナル8号');
    expect(ja.announcement).toMatchObject({ id: 'signal-8-now', isWarning: true, kind: 'typhoon' });
    const ar = JSON.parse(byId.get('ar-warnings')!.text!);
    expect(ar).toMatchObject({ title: 'تحذير في ماكاو', dir: 'rtl', url: '/ar/announcement#ann-signal-8-now' });
    expect(ar.body).toContain('إشارة الإعصار');
    for (const r of mock.received) expect(r.headers).toMatchObject({ urgency: 'high', encoding: 'aes128gcm', authorization: true, ttl: String(6 * 3600) });
    expect(mock.stats().bad).toBe(0);
  });

  it('sends a general announcement to "general" subscribers only, at normal urgency', async () => {
    await subscribeAll();
    const post = await operator();
    await post('/announcements', {
      id: 'ferries',
      content: { en: '<p>Ferries resume at 14:00</p>', de: '<p>Die Fähren fahren ab 14 Uhr wieder.</p>' },
      active: true,
      isWarning: false,
      channels: ['web'],
    });
    await push.idle();
    expect(mock.received.map((r) => r.id)).toEqual(['de-general']);
    expect(JSON.parse(mock.received[0]!.text!)).toMatchObject({ title: 'Mitteilung aus Macau', body: 'Die Fähren fahren ab 14 Uhr wieder.' });
    expect(mock.received[0]!.headers.urgency).toBe('normal');
  });

  it('removes a subscription the push service says is gone (410, 404)', async () => {
    const { ja, ar } = await subscribeAll();
    mock.script('ja-typhoon', [{ status: 410 }]);
    mock.script('ar-warnings', [{ status: 404 }]);
    const post = await operator();
    await post('/announcements', TYPHOON);
    await push.idle();
    expect(await live.store.pushSubscription(ja.endpoint)).toBeUndefined();
    expect(await live.store.pushSubscription(ar.endpoint)).toBeUndefined();
    expect(await live.store.countPushSubscriptions()).toBe(2);
  });

  it("shows the operator the delivery's progress: matched, sent, removed, none waiting", async () => {
    await subscribeAll();
    mock.script('ja-typhoon', [{ status: 410 }]);
    const post = await operator();
    const session = await app.inject({ method: 'POST', url: '/operator/api/sign-in', payload: { username: 'ana', password: 'lotus flower 1999' } });
    const cookie = `mgto_operator=${session.cookies.find((c) => c.name === 'mgto_operator')!.value}`;
    const before = await app.inject({ method: 'GET', url: '/operator/api/announcements/signal-8-now/delivery', headers: { cookie } });
    expect(before.statusCode).toBe(404);
    await post('/announcements', TYPHOON);
    await push.idle();
    const res = await app.inject({ method: 'GET', url: '/operator/api/announcements/signal-8-now/delivery', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ matched: 2, sent: 1, removed: 1, failed: 0, parked: 0, queued: 0 });
    expect((await app.inject({ method: 'GET', url: '/operator/api/announcements/signal-8-now/delivery' })).statusCode).toBe(401);
  });

  it('retries 429 after its Retry-After and 5xx with backoff, then delivers', async () => {
    const { ja, ar } = await subscribeAll();
    mock.script('ja-typhoon', [{ status: 429, retryAfter: '7' }]);
    mock.script('ar-warnings', [{ status: 503 }, { status: 500 }]);
    const post = await operator();
    await post('/announcements', TYPHOON);
    await push.idle();
    const tries = (id: string) => mock.received.filter((r) => r.id === id).length;
    expect(tries('ja-typhoon')).toBe(2);
    expect(tries('ar-warnings')).toBe(3);
    expect(waits).toContain(7000);
    expect(waits.filter((w) => w !== 7000)).toHaveLength(2);
    expect((await live.store.pushSubscription(ja.endpoint))?.lastSentAt).not.toBeNull();
    expect((await live.store.pushSubscription(ar.endpoint))?.failures).toBe(0);
  });

  it('gives up after the last try and counts the failure, keeping the subscription', async () => {
    const { ja } = await subscribeAll();
    mock.script(
      'ja-typhoon',
      Array.from({ length: 4 }, () => ({ status: 500 })),
    );
    const report = await push.send({ ...(await live.store.announcements()).find((a) => a.isWarning && a.kind === 'typhoon')!, active: true });
    expect(report).toMatchObject({ matched: 2, sent: 1, failed: 1, retries: 3 });
    expect((await live.store.pushSubscription(ja.endpoint))?.failures).toBe(1);
  });
});
