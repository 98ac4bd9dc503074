// The operator area as an attacker tries it, on both engines of the live store (SQLite in memory, PostgreSQL in a
// throwaway cluster): failures from many addresses never lock the right password and code out from a clean one;
// common passwords refused; TOTP enrolment, sign-in, replay and recovery codes; refusals in the audit log, coalesced
// under a flood and never holding a password typed as a user name; bounded query numbers; a PostgreSQL outage → 503.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from '../../../../scripts/pg-cluster';
import type { LiveState } from '../../../../server/live/state';
import { hashPassword } from '../../../../server/operator/passwords';
import { IP_POLICY } from '../../../../server/operator/rules';
import { totpCode } from '../../../../server/operator/second-factor';
import { buildApp, NOW } from '../helpers';

const PASSWORD = 'lotus flower 1999';
let cluster: PgCluster;
let dbCount = 0;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);
afterAll(() => cluster?.stop());

const engines: [string, () => Promise<{ databaseUrl?: string }>][] = [
  ['SQLite', async () => ({})],
  ['PostgreSQL', async () => ({ databaseUrl: await cluster.createDatabase(`security_${++dbCount}`) })],
];

describe.each(engines)('operator security on %s', (_name, engine) => {
  let app: FastifyInstance;
  let live: LiveState;
  let now = NOW;

  beforeEach(async () => {
    now = NOW;
    ({ app, live } = await buildApp(undefined, () => now, await engine()));
    for (const [username, role] of [
      ['ana', 'editor'],
      ['root', 'admin'],
    ] as const) {
      const at = NOW.getTime();
      await live.store.createOperator(
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
    }
  }, 30_000);
  afterEach(async () => app?.close());

  const signIn = (username: string, password: string, ip = '203.0.113.9', code?: string) =>
    app.inject({ method: 'POST', url: '/operator/api/sign-in', remoteAddress: ip, payload: { username, password, ...(code !== undefined ? { code } : {}) } });
  const sessionOf = (res: Awaited<ReturnType<typeof signIn>>) => {
    const cookie = `mgto_operator=${res.cookies.find((c) => c.name === 'mgto_operator')!.value}`;
    const csrf = res.json().csrfToken as string;
    return {
      read: (url: string) => app.inject({ method: 'GET', url: `/operator/api${url}`, headers: { cookie } }),
      write: (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
        app.inject({ method, url: `/operator/api${url}`, headers: { cookie, 'x-csrf-token': csrf }, ...(payload ? { payload } : {}) }),
    };
  };

  /** Signs an operator in and sets up their second factor; resolves to its secret and recovery codes. */
  async function enrol(username: string) {
    const s = sessionOf(await signIn(username, PASSWORD, '198.51.100.1'));
    const started = await s.write('POST', '/account/second-factor/start');
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri } = started.json() as { secret: string; uri: string };
    expect(uri).toMatch(new RegExp(`^otpauth://totp/.*${username}.*secret=${secret}`));
    expect((await s.write('POST', '/account/second-factor/confirm', { code: '000000' })).statusCode).toBe(400);
    const confirmed = await s.write('POST', '/account/second-factor/confirm', { code: totpCode(secret, now.getTime()) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    return { secret, codes, session: s };
  }

  it('never locks the account: failures from many addresses, then the right password and code from a clean one', async () => {
    const { secret } = await enrol('root');
    now = new Date(NOW.getTime() + 60_000);
    // Five wrong passwords from each of 10 addresses: every pair and the attacker's addresses slow down… (No rule
    // counts failures per account, so more addresses would prove no more: each failure is an Argon2 hash to check.)
    for (let a = 0; a < 10; a++) for (let i = 0; i < 5; i++) await signIn('root', `guess number ${i}`, `192.0.2.${a}`);
    const slowed = await signIn('root', PASSWORD, '192.0.2.1', totpCode(secret, now.getTime()));
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // …but the right password and code from an address with no failures goes straight in.
    const clean = await signIn('root', PASSWORD, '203.0.113.50', totpCode(secret, now.getTime()));
    expect(clean.statusCode, clean.body).toBe(200);
    // The admin sees the attempts on their account page.
    const account = (await sessionOf(clean).read('/account')).json();
    // 40 failures, 10 slowed tries, and the right password tried from a slowed address.
    expect(account.failedSignInsTotal).toBe(51);
    expect(account.failedSignIns).toHaveLength(20);
    expect(account.failedSignIns[0]).toMatchObject({ ip: '192.0.2.9', throttled: true, count: 1 });
  }, 120_000);

  it('slows an address that sprays many user names, capped so a shared address is never shut out for long', async () => {
    for (let i = 0; i <= IP_POLICY.freeFailures; i++) await signIn(`user${i}`, 'a wrong password', '192.0.2.77');
    const res = await signIn('ana', PASSWORD, '192.0.2.77');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(IP_POLICY.maxDelayMs / 1000);
    now = new Date(NOW.getTime() + IP_POLICY.maxDelayMs);
    expect((await signIn('ana', PASSWORD, '192.0.2.77')).statusCode).toBe(200);
  }, 60_000);

  it('refuses common passwords and ones made of the user name, for an admin and in an operator’s own change', async () => {
    const { session: admin } = await enrol('root');
    for (const password of ['password1234', 'aaaaaaaaaaaa', '            ', 'eve-eve-eve-eve']) {
      const res = await admin.write('POST', '/operators', { username: 'eve', displayName: 'Eve', role: 'editor', password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toMatch(/too common|user name/);
    }
    const anaId = (await live.store.operatorByUsername('ana'))!.id;
    expect((await admin.write('PATCH', `/operators/${anaId}`, { password: 'qwertyuiop12' })).statusCode).toBe(400);
    const ana = sessionOf(await signIn('ana', PASSWORD));
    expect((await ana.write('POST', '/account/password', { current: PASSWORD, next: 'iloveyou1234' })).statusCode).toBe(400);
    expect((await ana.write('POST', '/account/password', { current: 'not it at all', next: 'tram to taipa at dawn' })).statusCode).toBe(400);
    const changed = await ana.write('POST', '/account/password', { current: PASSWORD, next: 'tram to taipa at dawn' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await ana.read('/session')).statusCode).toBe(401);
    expect((await signIn('ana', 'tram to taipa at dawn')).statusCode).toBe(200);
  }, 60_000);

  it('requires an admin to enrol a second factor, then asks for the code, refuses a replay, and takes each recovery code once', async () => {
    const first = await signIn('root', PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json().operator).toMatchObject({ mustEnrol: true, secondFactor: false });
    expect((await sessionOf(first).read('/announcements')).json()).toMatchObject({ enrolSecondFactor: true });
    const { secret, codes } = await enrol('root');

    now = new Date(NOW.getTime() + 60_000);
    const asked = await signIn('root', PASSWORD);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ secondFactor: true });
    expect((await signIn('root', PASSWORD, '203.0.113.9', '123456')).json().message).toBe('wrong code');
    const code = totpCode(secret, now.getTime());
    const ok = await signIn('root', PASSWORD, '203.0.113.9', code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().operator).toMatchObject({ mustEnrol: false, secondFactor: true });
    expect((await sessionOf(ok).read('/announcements')).statusCode).toBe(200);
    // The same code again (seen over a shoulder) is refused.
    expect((await signIn('root', PASSWORD, '203.0.113.10', code)).statusCode).toBe(401);

    const recovery = codes[0]!.toLowerCase().replace(/-/g, ' ');
    expect((await signIn('root', PASSWORD, '203.0.113.11', recovery)).statusCode).toBe(200);
    expect((await signIn('root', PASSWORD, '203.0.113.12', recovery)).statusCode).toBe(401);
    const log = await live.store.auditLog({ limit: 50, action: 'sign-in.success' });
    expect(log.map((e) => e.detail)).toContainEqual({ via: 'recovery' });
    const stored = JSON.stringify(await live.store.db.all('SELECT * FROM recovery_codes'));
    for (const c of codes) expect(stored).not.toContain(c.replace(/-/g, ''));
  }, 60_000);

  it('logs refused writes (CSRF, Origin, role, validation) with who and why, coalesced under a flood', async () => {
    const { session: admin } = await enrol('root');
    const ana = await signIn('ana', PASSWORD);
    const cookie = `mgto_operator=${ana.cookies.find((c) => c.name === 'mgto_operator')!.value}`;
    const csrf = ana.json().csrfToken as string;
    const put = (headers: Record<string, string>, payload: object = { warnings: [] }) =>
      app.inject({ method: 'PUT', url: '/operator/api/warnings', headers: { cookie, ...headers }, payload });
    const noToken = await put({});
    expect(noToken.statusCode, noToken.body).toBe(403);
    expect((await put({ 'x-csrf-token': csrf, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await put({ 'x-csrf-token': csrf }, { warnings: 'typhoon' })).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/operator/api/operators',
          headers: { cookie, 'x-csrf-token': csrf },
          payload: { username: 'eve', displayName: 'Eve', role: 'admin', password: 'long enough password' },
        })
      ).statusCode,
    ).toBe(403);
    for (let i = 0; i < 300; i++) await app.inject({ method: 'PUT', url: '/operator/api/warnings', remoteAddress: '192.0.2.200', payload: { warnings: [] } });

    const refused = (await admin.read('/audit?action=write.refused&limit=100')).json() as {
      actor: string;
      detail: { status: number; reason: string };
      count: number;
      ip: string;
    }[];
    const reasons = refused.filter((e) => e.actor === 'ana').map((e) => e.detail.reason);
    expect(reasons).toEqual(
      expect.arrayContaining(['missing or wrong CSRF token', 'cross-site request refused', 'only an admin may do this', expect.stringMatching(/warnings/)]),
    );
    const flood = refused.filter((e) => e.ip === '192.0.2.200');
    expect(flood).toHaveLength(1);
    expect(flood[0]!.count).toBe(300);

    // A password typed into the user-name field never lands in the log (or the throttle table) in clear.
    await signIn('Tr0ub4dor&3-secret', 'ana');
    const dump = JSON.stringify([await live.store.auditLog({ limit: 500 }), await live.store.db.all('SELECT * FROM sign_in_throttle')]);
    expect(dump).not.toMatch(/tr0ub4dor/i);
    expect((await admin.read('/audit?action=sign-in.failure')).json()[0].actor).toMatch(/^unknown #[0-9a-f]{12}$/);
  }, 60_000);

  it('filters the audit log and exports it as CSV', async () => {
    const { session: admin } = await enrol('root');
    await signIn('ana', 'wrong password here');
    const csv = await admin.read(`/audit.csv?action=sign-in.&from=${NOW.getTime()}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,time (UTC),actor,action,target,count,address,detail');
    expect(lines.slice(1).every((l) => /,sign-in\.(success|failure),/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes(',ana,sign-in.failure,'))).toBe(true);
    const byActor = (await admin.read('/audit?actor=ana')).json() as { actor: string }[];
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actor === 'ana')).toBe(true);
  }, 60_000);

  it.each(['limit=1e309', 'limit=Infinity', 'before=1e309', 'limit=NaN', 'from=-1', 'to=99999999999999999999', 'action=%25', 'limit=0x10'])(
    'answers 400, not 500, to /audit?%s',
    async (query) => {
      const { session: admin } = await enrol('root');
      const res = await admin.read(`/audit?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect((await admin.read(`/audit.csv?${query}`)).statusCode).toBe(400);
    },
    30_000,
  );
});

describe('a PostgreSQL outage', () => {
  it('answers operator writes with 503 and Retry-After while the database is down', async () => {
    const own = await startPgCluster();
    let app: FastifyInstance | undefined;
    try {
      let live: LiveState;
      ({ app, live } = await buildApp(undefined, () => NOW, { databaseUrl: await own.createDatabase('outage') }));
      await live.store.createOperator(
        {
          id: randomUUID(),
          username: 'ana',
          displayName: 'Ana',
          role: 'editor',
          passwordHash: await hashPassword(PASSWORD),
          disabled: false,
          createdAt: 0,
          passwordChangedAt: 0,
        },
        { id: null, name: 'test', ip: null },
      );
      own.stop();
      const res = await app.inject({ method: 'POST', url: '/operator/api/sign-in', payload: { username: 'ana', password: PASSWORD } });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toMatch(/unavailable/);
    } finally {
      own.stop();
      await app?.close().catch(() => undefined);
    }
  }, 120_000);
});
