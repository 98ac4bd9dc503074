// The operator API through app.inject: sign-in (cookie flags, rotation), every write refused without a session or
// CSRF token, publish/edit/withdraw seen by visitors, warnings → place status, sanitising, lockout, roles, audit.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../../../../server/live/state';
import { hashPassword } from '../../../../server/operator/passwords';
import { PAIR_POLICY } from '../../../../server/operator/rules';
import { newTotpSecret, totpCode } from '../../../../server/operator/second-factor';
import { buildApp, NOW } from '../helpers';

const PASSWORD = 'lotus flower 1999';
let app: FastifyInstance;
let live: LiveState;
let now = NOW;
/** The admin's second factor (an admin cannot work without one). */
const ADMIN_SECRET = newTotpSecret();

async function addOperator(username: string, role: 'admin' | 'editor') {
  const at = NOW.getTime();
  const op = await live.store.createOperator(
    {
      id: randomUUID(),
      username,
      displayName: username,
      role,
      passwordHash: await hashPassword(PASSWORD),
      disabled: false,
      createdAt: at,
      passwordChangedAt: at,
    },
    { id: null, name: 'test', ip: null },
  );
  if (role === 'admin') await live.store.enableTotp(op.id, ADMIN_SECRET, 0, [], { id: null, name: 'test', ip: null }, at);
}

const cookieOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'mgto_operator');
  if (!c) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return c;
};

async function signIn(username: string, password = PASSWORD) {
  const code = username === 'root' ? totpCode(ADMIN_SECRET, now.getTime()) : undefined;
  const res = await app.inject({ method: 'POST', url: '/operator/api/sign-in', payload: { username, password, ...(code ? { code } : {}) } });
  // Each TOTP code works once: the next admin sign-in of the test comes a time step later.
  if (code) now = new Date(now.getTime() + 30_000);
  return res;
}

async function session(username: string) {
  const res = await signIn(username);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = `mgto_operator=${cookieOf(res).value}`;
  const csrf = res.json().csrfToken as string;
  const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/operator/api${url}`, headers: { cookie, 'x-csrf-token': csrf }, ...(payload ? { payload } : {}) });
  const read = (url: string) => app.inject({ method: 'GET', url: `/operator/api${url}`, headers: { cookie } });
  return { cookie, csrf, write, read };
}

const visitor = async (url: string) => (await app.inject({ method: 'GET', url })).json();
const ANNOUNCEMENT = {
  content: { en: '<p>Ferries resume at 14:00</p>', pt: '<p>Ferries retomam às 14:00</p>' },
  active: true,
  isWarning: false,
  channels: ['web'],
};

beforeEach(async () => {
  now = NOW;
  ({ app, live } = await buildApp(undefined, () => now));
  await addOperator('ana', 'editor');
  await addOperator('root', 'admin');
});
afterEach(async () => app.close());

describe('sign-in', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict cookie for the operator area and a new one at each sign-in', async () => {
    const first = await signIn('ana');
    const c = cookieOf(first);
    expect(c).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/operator' });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-robots-tag']).toMatch(/noindex/);
    expect(first.json().operator).toMatchObject({ username: 'ana', role: 'editor' });
    expect(first.json().operator).not.toHaveProperty('passwordHash');

    const again = await app.inject({
      method: 'POST',
      url: '/operator/api/sign-in',
      headers: { cookie: `mgto_operator=${c.value}` },
      payload: { username: 'ana', password: PASSWORD },
    });
    expect(cookieOf(again).value).not.toBe(c.value);
    // The old session ended with the rotation.
    expect((await app.inject({ method: 'GET', url: '/operator/api/session', headers: { cookie: `mgto_operator=${c.value}` } })).statusCode).toBe(401);
  });

  it('refuses a wrong password or unknown user alike, and has no default account', async () => {
    for (const [u, p] of [
      ['ana', 'wrong password!!'],
      ['nobody', PASSWORD],
      ['admin', 'admin'],
    ] as const) {
      const res = await signIn(u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('wrong user name or password');
    }
  });

  it('slows one address down after its free failures, even for the right password, until the wait ends', async () => {
    for (let i = 0; i <= PAIR_POLICY.freeFailures; i++) expect((await signIn('ana', 'not the password')).statusCode).toBe(401);
    const slowed = await signIn('ana');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(1);
    now = new Date(NOW.getTime() + 1000);
    expect((await signIn('ana')).statusCode).toBe(200);
    const log = await live.store.auditLog({ limit: 20 });
    expect(log.filter((e) => e.action === 'sign-in.failure').reduce((n, e) => n + e.count, 0)).toBe(PAIR_POLICY.freeFailures + 1);
    expect(log.map((e) => e.action)).toContain('sign-in.throttled');
    expect(log[0]!.action).toBe('sign-in.success');
  });
});

describe('writes need a session and its CSRF token', () => {
  const WRITES: [string, string, object | undefined][] = [
    ['POST', '/announcements', { id: 'x', ...ANNOUNCEMENT }],
    ['PUT', '/announcements/x', ANNOUNCEMENT],
    ['POST', '/announcements/x/withdraw', undefined],
    ['PUT', '/warnings', { warnings: [{ type: 'typhoon', level: '8NE' }] }],
    ['DELETE', '/weather', undefined],
    ['POST', '/operators', { username: 'eve', displayName: 'Eve', role: 'admin', password: 'long enough password' }],
    ['POST', '/account/password', { current: PASSWORD, next: 'another long passphrase' }],
    ['POST', '/account/second-factor/start', undefined],
    ['POST', '/sign-out', undefined],
  ];

  it('answers 401 without a session and 403 without or with a wrong CSRF token; nothing changes', async () => {
    const s = await session('root');
    for (const [method, url, payload] of WRITES) {
      const m = method as 'POST';
      const anonymous = await app.inject({ method: m, url: `/operator/api${url}`, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const noToken = await app.inject({ method: m, url: `/operator/api${url}`, headers: { cookie: s.cookie }, ...(payload ? { payload } : {}) });
      expect(noToken.statusCode, `${method} ${url}`).toBe(403);
      const wrong = await app.inject({
        method: m,
        url: `/operator/api${url}`,
        headers: { cookie: s.cookie, 'x-csrf-token': 'x'.repeat(43) },
        ...(payload ? { payload } : {}),
      });
      expect(wrong.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await live.store.warnings()).toEqual([]);
    expect(await live.store.announcement('x')).toBeUndefined();
    expect((await live.store.operators()).map((o) => o.username)).toEqual(['ana', 'root']);
  });

  it('refuses a cross-site Origin', async () => {
    const s = await session('ana');
    const res = await app.inject({
      method: 'PUT',
      url: '/operator/api/warnings',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, origin: 'https://evil.example' },
      payload: { warnings: [] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('publishing', () => {
  it('publishes, edits and withdraws an announcement that visitors see at once, each step audited', async () => {
    const s = await session('ana');
    const created = await s.write('POST', '/announcements', { id: 'ferries-resume', ...ANNOUNCEMENT });
    expect(created.statusCode, created.body).toBe(201);
    const pt = await visitor('/api/announcement?lang=pt');
    expect(pt.messages[0]).toMatchObject({ id: 'ferries-resume', content: '<p>Ferries retomam às 14:00</p>', issuedTime: Math.floor(NOW.getTime() / 1000) });

    expect((await s.write('PUT', '/announcements/ferries-resume', { ...ANNOUNCEMENT, content: { en: '<p>Ferries resume at 15:00</p>' } })).statusCode).toBe(
      200,
    );
    expect((await visitor('/api/announcement?lang=pt')).messages[0]).toMatchObject({ content: '<p>Ferries resume at 15:00</p>', fallbackFields: ['content'] });

    expect((await s.write('POST', '/announcements/ferries-resume/withdraw')).statusCode).toBe(200);
    expect((await visitor('/api/announcement')).messages.map((m: { id: string }) => m.id)).not.toContain('ferries-resume');

    const log = await live.store.auditLog({ limit: 10 });
    expect(log.slice(0, 3).map((e) => [e.action, e.actor, e.target])).toEqual([
      ['announcement.withdraw', 'ana', 'ferries-resume'],
      ['announcement.edit', 'ana', 'ferries-resume'],
      ['announcement.publish', 'ana', 'ferries-resume'],
    ]);
    expect(log[0]!.at).toBe(NOW.getTime());
  });

  it('stores an announcement with <script> as safe HTML', async () => {
    const s = await session('ana');
    const res = await s.write('POST', '/announcements', {
      ...ANNOUNCEMENT,
      id: 'xss',
      content: { en: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)></p>' },
    });
    expect(res.statusCode).toBe(201);
    const shown = (await visitor('/api/announcement')).messages.find((m: { id: string }) => m.id === 'xss').content as string;
    expect(shown).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(shown).toContain('Hi');
  });

  it('refuses bad input with 400 and a message', async () => {
    const s = await session('ana');
    const bad = [
      await s.write('PUT', '/warnings', { warnings: [{ type: 'typhoon', level: '7' }] }),
      await s.write('PUT', '/warnings', { warnings: [{ type: 'volcano', level: 'on' }] }),
      await s.write('PUT', '/warnings', {
        warnings: [
          { type: 'typhoon', level: '3' },
          { type: 'typhoon', level: '8NE' },
        ],
      }),
      await s.write('POST', '/announcements', { ...ANNOUNCEMENT, id: 'no-english', content: { pt: '<p>Só português</p>' } }),
      await s.write('POST', '/announcements', { ...ANNOUNCEMENT, id: 'Bad Id' }),
      await s.write('POST', '/announcements', { ...ANNOUNCEMENT, id: 'klingon', content: { en: 'x', tlh: 'y' } }),
      // An end time must come after the issue time.
      await s.write('POST', '/announcements', { ...ANNOUNCEMENT, id: 'ends-first', issuedTime: 1_800_000_000, endTime: 1_800_000_000 }),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('sets signal 8: the museum shows closed, the LRT suspended; withdrawn, both clear', async () => {
    const s = await session('ana');
    expect((await s.write('PUT', '/warnings', { warnings: [{ type: 'typhoon', level: '8NE' }] })).statusCode).toBe(200);
    expect((await visitor('/api/sight/macao-museum')).status.effect.state).toBe('closed');
    const lrt = (await visitor('/api/pois')).filter((p: { type: string }) => p.type === 'lrt');
    expect(lrt.every((p: { status: { effect?: { state: string } } }) => p.status.effect?.state === 'suspended')).toBe(true);
    expect((await visitor('/api/weather')).warnings).toEqual([{ type: 'typhoon', inforce: '8NE', status: 1 }]);

    expect((await s.write('PUT', '/warnings', { warnings: [] })).statusCode).toBe(200);
    expect((await visitor('/api/sight/macao-museum')).status.effect).toBeUndefined();
    expect((await live.store.auditLog({ limit: 2 })).map((e) => e.detail)).toEqual([
      { before: ['typhoon:8NE'], after: [] },
      { before: [], after: ['typhoon:8NE'] },
    ]);
  });

  it('publishes a forecast and goes back to the default one', async () => {
    const s = await session('ana');
    const day = { date: '2026-11-22', min: 20, max: 24, humidityMin: 60, humidityMax: 90, status: 'rainy', summary: { en: 'Rain' } };
    const res = await s.write('PUT', '/weather', { current: { temp: 21, humidity: 88, status: 'rainy' }, forecast: [day], uvIndex: 2, band: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await visitor('/api/weather')).toMatchObject({ temp: 21, humidity: 88, status: 'rainy' });
    expect((await s.write('DELETE', '/weather')).statusCode).toBe(200);
    expect((await visitor('/api/weather?detail=1')).forecast).toHaveLength(7);
  });
});

describe('roles', () => {
  it('lets only an admin manage operators and read the audit log', async () => {
    const editor = await session('ana');
    expect((await editor.read('/operators')).statusCode).toBe(403);
    expect((await editor.read('/audit')).statusCode).toBe(403);
    expect(
      (await editor.write('POST', '/operators', { username: 'eve', displayName: 'Eve', role: 'admin', password: 'long enough password' })).statusCode,
    ).toBe(403);

    const admin = await session('root');
    expect((await admin.write('POST', '/operators', { username: 'eve', displayName: 'Eve', role: 'editor', password: 'short' })).statusCode).toBe(400);
    const made = await admin.write('POST', '/operators', { username: 'eve', displayName: 'Eve', role: 'editor', password: 'long enough password' });
    expect(made.statusCode, made.body).toBe(201);
    expect((await signIn('eve', 'long enough password')).statusCode).toBe(200);
    const rootId = (await live.store.operatorByUsername('root'))!.id;
    expect((await admin.write('PATCH', `/operators/${rootId}`, { role: 'editor' })).statusCode).toBe(400);
    expect((await admin.read('/audit?action=sign-in.success')).json()[0]).toMatchObject({ action: 'sign-in.success', actor: 'eve' });
    expect((await admin.read('/audit')).json()[0]).toMatchObject({ action: 'write.refused', actor: 'root', detail: { status: 400 } });
  });

  it('ends a disabled operator’s sessions', async () => {
    const editor = await session('ana');
    const admin = await session('root');
    const anaId = (await live.store.operatorByUsername('ana'))!.id;
    expect((await admin.write('PATCH', `/operators/${anaId}`, { disabled: true })).statusCode).toBe(200);
    expect((await editor.read('/session')).statusCode).toBe(401);
    expect((await signIn('ana')).statusCode).toBe(401);
  });
});
