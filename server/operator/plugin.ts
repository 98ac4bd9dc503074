// The operator API (/operator/api): sign-in and sign-out, announcements (publish, edit, schedule, withdraw), the
// warnings in force, the weather, operators (admin) and the audit log. Never cached, never indexed; every write
// needs a live session and its CSRF token, and lands in the audit log with who, what and when.
import cookie from '@fastify/cookie';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { STATUS_CODES } from 'node:http';
import { randomUUID } from 'node:crypto';
import Type, { type Static } from 'typebox';
import { LOCALES } from '#shared/locales';
import { isWarningLevel, isWarningType, WARNING_TYPES, type WarningType } from '#shared/warnings';
import { cleanHtml } from '../import/sanitize';
import type { ML } from '../store/types';
import { ConflictError } from '../live/repo-live';
import { DuplicateUsernameError } from '../live/repo-operators';
import type { LiveState } from '../live/state';
import type { AnnouncementInput, LiveAnnouncement, Operator } from '../live/types';
import { strictQueryNumbers } from '../http/query-numbers';
import { isStoreOutage, OUTAGE_RETRY_AFTER_S } from '../live/outage';
import { auditCsv } from './audit-csv';
import { AuthError, actorOf, clearSessionCookie, mustEnrol, requireSession, sameOrigin, sessionOf, setSessionCookie, signIn } from './auth';
import { checkTotp, newRecoveryCode, newTotpSecret, normalRecoveryCode, RECOVERY_CODE_COUNT, totpUri } from './second-factor';
import { checkPassword, hashPassword } from './passwords';
import { SESSION_MAX_MS, USERNAME_PATTERN, passwordProblem } from './rules';

export interface OperatorOptions {
  live: LiveState;
  now?: () => Date;
}

class BadInput extends Error {}

const ID = Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9][a-z0-9-]*$' });
const HTML = Type.String({ maxLength: 20_000 });
const CONTENT = Type.Record(Type.String({ maxLength: 10 }), HTML);
const ANNOUNCEMENT = Type.Object(
  {
    content: CONTENT,
    issuedTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800 })),
    endTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800 })),
    active: Type.Boolean(),
    isWarning: Type.Boolean(),
    channels: Type.Array(Type.Union([Type.Literal('web'), Type.Literal('app')]), { minItems: 1, maxItems: 2 }),
    kind: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z-]+$' })),
  },
  { additionalProperties: false },
);
// Not an intersection: Fastify's validator drops properties an object schema does not list (the id here).
const NEW_ANNOUNCEMENT = Type.Object({ id: ID, ...ANNOUNCEMENT.properties }, { additionalProperties: false });
const WARNINGS = Type.Object(
  { warnings: Type.Array(Type.Object({ type: Type.String({ maxLength: 20 }), level: Type.String({ maxLength: 10 }) }), { maxItems: WARNING_TYPES.length }) },
  { additionalProperties: false },
);
const ML_TEXT = Type.Record(Type.String({ maxLength: 10 }), Type.String({ maxLength: 300 }));
const WEATHER = Type.Object(
  {
    current: Type.Object({
      temp: Type.Number({ minimum: -10, maximum: 50 }),
      humidity: Type.Number({ minimum: 0, maximum: 100 }),
      status: Type.String({ maxLength: 30 }),
    }),
    forecast: Type.Array(
      Type.Object({
        date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
        min: Type.Number({ minimum: -10, maximum: 50 }),
        max: Type.Number({ minimum: -10, maximum: 50 }),
        humidityMin: Type.Number({ minimum: 0, maximum: 100 }),
        humidityMax: Type.Number({ minimum: 0, maximum: 100 }),
        status: Type.String({ maxLength: 30 }),
        summary: ML_TEXT,
      }),
      { minItems: 1, maxItems: 10 },
    ),
    uvIndex: Type.Number({ minimum: 0, maximum: 20 }),
    band: Type.Integer({ minimum: -2, maximum: 2 }),
  },
  { additionalProperties: false },
);
const SIGN_IN = Type.Object(
  { username: Type.String({ maxLength: 40 }), password: Type.String({ maxLength: 256 }), code: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);
const PASSWORD_CHANGE = Type.Object({ current: Type.String({ maxLength: 256 }), next: Type.String({ maxLength: 256 }) }, { additionalProperties: false });
const CODE = Type.Object({ code: Type.String({ maxLength: 20 }) }, { additionalProperties: false });
const PASSWORD_ONLY = Type.Object({ password: Type.String({ maxLength: 256 }) }, { additionalProperties: false });
/** Milliseconds since the epoch, up to the year 2100: finite and bounded (a query's 1e309 is a 400, not a 500). */
const MS = Type.Integer({ minimum: 0, maximum: 4_102_444_800_000 });
const AUDIT_QUERY = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    action: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z][a-z.-]*$' })),
    actor: Type.Optional(Type.String({ maxLength: 80 })),
    ip: Type.Optional(Type.String({ maxLength: 45 })),
    from: Type.Optional(MS),
    to: Type.Optional(MS),
  },
  { additionalProperties: false },
);
/** Rows an export holds at most (a year of a busy office's log). */
const CSV_MAX_ROWS = 50_000;
const NEW_OPERATOR = Type.Object(
  {
    username: Type.String({ maxLength: 40 }),
    displayName: Type.String({ minLength: 1, maxLength: 80 }),
    role: Type.Union([Type.Literal('editor'), Type.Literal('admin')]),
    password: Type.String({ maxLength: 256 }),
  },
  { additionalProperties: false },
);
const OPERATOR_PATCH = Type.Object(
  {
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    role: Type.Optional(Type.Union([Type.Literal('editor'), Type.Literal('admin')])),
    disabled: Type.Optional(Type.Boolean()),
    password: Type.Optional(Type.String({ maxLength: 256 })),
    /** A lost phone: the operator enrols again at their next sign-in. */
    resetSecondFactor: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);

/** Content per enabled locale, English required, each sanitised to the same allowlist as imported content. */
function cleanContent(content: Record<string, string>): ML {
  const out: Record<string, string> = {};
  for (const [locale, html] of Object.entries(content)) {
    if (!(LOCALES as readonly string[]).includes(locale)) throw new BadInput(`content: unknown locale "${locale}"`);
    const clean = cleanHtml(html);
    if (clean) out[locale] = clean;
  }
  if (!out.en) throw new BadInput('content: the English text is required');
  return out as ML;
}

function announcementInput(body: Static<typeof ANNOUNCEMENT>, now: Date): Omit<AnnouncementInput, 'id'> {
  const issuedTime = body.issuedTime ?? Math.floor(now.getTime() / 1000);
  if (body.endTime !== undefined && body.endTime <= issuedTime) throw new BadInput('endTime: must come after the issue time');
  return {
    content: cleanContent(body.content),
    issuedTime,
    ...(body.endTime !== undefined ? { endTime: body.endTime } : {}),
    active: body.active,
    isWarning: body.isWarning,
    channels: [...new Set(body.channels)],
    ...(body.kind ? { kind: body.kind } : {}),
  };
}

const publicOperator = (o: Operator) => ({
  id: o.id,
  username: o.username,
  displayName: o.displayName,
  role: o.role,
  disabled: o.disabled,
  createdAt: o.createdAt,
  secondFactor: o.totpSecret !== null,
  mustEnrol: mustEnrol(o),
});

/** Failed sign-ins an operator is shown on their account page: the last 30 days. */
const FAILED_SIGN_INS_MS = 30 * 24 * 3_600_000;

export const operatorPlugin: FastifyPluginAsync<OperatorOptions> = async (base, opts) => {
  const { live } = opts;
  const store = live.store;
  const clock = opts.now ?? (() => new Date());
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(cookie);

  app.addHook('onRequest', async (req, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    // The session first, so a refused cross-site write is logged under the operator whose cookie it carried.
    const signedIn = await sessionOf(store, req, clock().getTime());
    if (signedIn) req.signedIn = signedIn;
    if (req.method !== 'GET' && req.method !== 'HEAD' && !sameOrigin(req)) throw new AuthError(403, 'cross-site request refused');
  });

  /** A refused write goes into the audit log (coalesced: a flood of them adds a bounded number of rows). */
  const auditRefusal = async (req: FastifyRequest, status: number, reason: string) => {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const actor = req.signedIn?.operator.username ?? 'anonymous';
    const route = req.routeOptions.url ?? 'unknown route';
    const detail = { status, reason: reason.slice(0, 200), method: req.method, route };
    await store
      .auditCoalesced(
        { at: clock().getTime(), actor, actorId: req.signedIn?.operator.id ?? null, action: 'write.refused', target: route, detail, ip: req.ip },
        `write.refused|${req.ip}|${actor}|${status}|${req.method} ${route}|${reason.slice(0, 60)}`,
      )
      .catch((err: unknown) => req.log.error(err, 'audit: a refusal could not be logged'));
  };

  app.setErrorHandler(async (err: FastifyError | AuthError | BadInput, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AuthError) {
      if (!err.audited) await auditRefusal(req, err.statusCode, err.message);
      if (err.retryAfterS) reply.header('Retry-After', String(err.retryAfterS));
      return reply.code(err.statusCode).send({ statusCode: err.statusCode, error: STATUS_CODES[err.statusCode], message: err.message, ...err.extra });
    }
    if (err instanceof BadInput || (err as FastifyError).validation) {
      await auditRefusal(req, 400, err.message);
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: err.message });
    }
    if (err instanceof ConflictError || err instanceof DuplicateUsernameError)
      return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: err.message });
    if (isStoreOutage(err)) {
      req.log.error(err, 'operator API: live store unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(OUTAGE_RETRY_AFTER_S))
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'the live store is unavailable: try again shortly' });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Bad Request', message: err.message });
    req.log.error(err);
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
  });
  app.addHook('preValidation', strictQueryNumbers);
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No operator route' }));

  const written = async () => live.afterWrite();

  app.post('/sign-in', { schema: { body: SIGN_IN } }, async (req, reply) => {
    const now = clock().getTime();
    // Rotation: whatever session the browser held ends here; the new one gets a new value.
    if (req.signedIn) await store.deleteSession(req.signedIn.idHash);
    const { token, signedIn } = await signIn(store, {
      username: req.body.username.trim().toLowerCase(),
      password: req.body.password,
      code: req.body.code,
      ip: req.ip,
      now,
    });
    setSessionCookie(reply, token, Math.floor(SESSION_MAX_MS / 1000));
    return { operator: publicOperator(signedIn.operator), csrfToken: signedIn.csrfToken };
  });

  app.post('/sign-out', async (req, reply) => {
    const s = requireSession(req, { write: true, beforeEnrolment: true });
    await store.deleteSession(s.idHash);
    await store.audit({
      at: clock().getTime(),
      actor: s.operator.username,
      actorId: s.operator.id,
      action: 'sign-out',
      target: s.operator.username,
      detail: null,
      ip: req.ip,
    });
    clearSessionCookie(reply);
    return { signedOut: true };
  });

  app.get('/session', async (req) => {
    const s = requireSession(req, { write: false, beforeEnrolment: true });
    return { operator: publicOperator(s.operator), csrfToken: s.csrfToken };
  });

  app.get('/announcements', async (req): Promise<LiveAnnouncement[]> => {
    requireSession(req, { write: false });
    return store.announcements();
  });

  app.post('/announcements', { schema: { body: NEW_ANNOUNCEMENT } }, async (req, reply) => {
    requireSession(req, { write: true });
    const now = clock();
    const created = await store.createAnnouncement({ id: req.body.id, ...announcementInput(req.body, now) }, actorOf(req), now.getTime());
    await written();
    return reply.code(201).send(created);
  });

  app.put('/announcements/:id', { schema: { params: Type.Object({ id: ID }), body: ANNOUNCEMENT } }, async (req, reply) => {
    requireSession(req, { write: true });
    const now = clock();
    const updated = await store.updateAnnouncement(req.params.id, announcementInput(req.body, now), actorOf(req), now.getTime());
    if (!updated) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `no announcement "${req.params.id}"` });
    await written();
    return updated;
  });

  app.post('/announcements/:id/withdraw', { schema: { params: Type.Object({ id: ID }) } }, async (req, reply) => {
    requireSession(req, { write: true });
    const withdrawn = await store.withdrawAnnouncement(req.params.id, actorOf(req), clock().getTime());
    if (!withdrawn) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `no announcement "${req.params.id}"` });
    await written();
    return withdrawn;
  });

  // How far the push delivery of an announcement got (its latest publish): queued, sent, failed, removed, parked.
  app.get('/announcements/:id/delivery', { schema: { params: Type.Object({ id: ID }) } }, async (req, reply) => {
    requireSession(req, { write: false });
    const progress = await store.pushProgress(req.params.id);
    if (!progress) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `no push delivery of "${req.params.id}"` });
    return progress;
  });

  app.get('/warnings', async (req) => {
    requireSession(req, { write: false });
    return { warnings: await store.warnings() };
  });

  app.put('/warnings', { schema: { body: WARNINGS } }, async (req) => {
    requireSession(req, { write: true });
    const seen = new Set<string>();
    const list: { type: WarningType; level: string }[] = [];
    for (const w of req.body.warnings) {
      if (!isWarningType(w.type)) throw new BadInput(`unknown warning type "${w.type}"`);
      if (!isWarningLevel(w.type, w.level)) throw new BadInput(`unknown level "${w.level}" for ${w.type}`);
      if (seen.has(w.type)) throw new BadInput(`two levels given for ${w.type}`);
      seen.add(w.type);
      list.push({ type: w.type, level: w.level });
    }
    const warnings = await store.setWarnings(list, actorOf(req), clock().getTime());
    await written();
    return { warnings };
  });

  app.get('/weather', async (req) => {
    requireSession(req, { write: false });
    return { weather: await store.weather() };
  });

  app.put('/weather', { schema: { body: WEATHER } }, async (req) => {
    requireSession(req, { write: true });
    const w = req.body;
    for (const d of w.forecast) {
      if (d.min > d.max) throw new BadInput(`forecast ${d.date}: min above max`);
      if (!d.summary.en) throw new BadInput(`forecast ${d.date}: the English summary is required`);
    }
    const forecast = w.forecast.map((d) => ({ ...d, summary: d.summary as ML }));
    await store.setWeather({ current: w.current, forecast, uvIndex: w.uvIndex, band: w.band }, actorOf(req), clock().getTime());
    await written();
    return { weather: await store.weather() };
  });

  app.delete('/weather', async (req) => {
    requireSession(req, { write: true });
    await store.setWeather(null, actorOf(req), clock().getTime());
    await written();
    return { weather: null };
  });

  app.get('/operators', async (req) => {
    requireSession(req, { write: false, role: 'admin' });
    return (await store.operators()).map(publicOperator);
  });

  app.post('/operators', { schema: { body: NEW_OPERATOR } }, async (req, reply) => {
    requireSession(req, { write: true, role: 'admin' });
    const username = req.body.username.trim().toLowerCase();
    if (!USERNAME_PATTERN.test(username)) throw new BadInput('username: 3–40 lowercase letters, digits, ".", "-" or "_"');
    const problem = passwordProblem(req.body.password, username);
    if (problem) throw new BadInput(problem);
    const now = clock().getTime();
    const op = await store.createOperator(
      {
        id: randomUUID(),
        username,
        displayName: req.body.displayName.trim(),
        role: req.body.role,
        passwordHash: await hashPassword(req.body.password),
        disabled: false,
        createdAt: now,
        passwordChangedAt: now,
      },
      actorOf(req),
    );
    return reply.code(201).send(publicOperator(op));
  });

  app.patch('/operators/:id', { schema: { params: Type.Object({ id: Type.String({ maxLength: 40 }) }), body: OPERATOR_PATCH } }, async (req, reply) => {
    const s = requireSession(req, { write: true, role: 'admin' });
    const target = await store.operator(req.params.id);
    if (!target) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no such operator' });
    if (req.body.resetSecondFactor && target.id === s.operator.id) throw new BadInput('an admin cannot reset their own second factor');
    const demotes = req.body.role === 'editor' || req.body.disabled === true;
    if (demotes && target.role === 'admin' && !target.disabled && (await store.countAdmins()) <= 1)
      throw new BadInput('the last admin cannot be demoted or disabled');
    if (req.body.password !== undefined) {
      const problem = passwordProblem(req.body.password, target.username);
      if (problem) throw new BadInput(problem);
    }
    const updated = await store.updateOperator(
      target.id,
      {
        ...(req.body.displayName !== undefined ? { displayName: req.body.displayName.trim() } : {}),
        ...(req.body.role !== undefined ? { role: req.body.role } : {}),
        ...(req.body.disabled !== undefined ? { disabled: req.body.disabled } : {}),
        ...(req.body.password !== undefined ? { passwordHash: await hashPassword(req.body.password) } : {}),
      },
      actorOf(req),
      clock().getTime(),
    );
    if (req.body.resetSecondFactor) await store.disableTotp(target.id, target.username, actorOf(req), clock().getTime());
    if (target.id === s.operator.id && req.body.password !== undefined) clearSessionCookie(reply);
    return publicOperator((await store.operator(target.id)) ?? updated!);
  });

  const auditFilter = (q: Static<typeof AUDIT_QUERY>, limit: number) => ({
    limit,
    ...(q.before !== undefined ? { before: q.before } : {}),
    ...(q.action !== undefined ? { action: q.action } : {}),
    ...(q.actor !== undefined ? { actor: q.actor } : {}),
    ...(q.ip !== undefined ? { ip: q.ip } : {}),
    ...(q.from !== undefined ? { from: q.from } : {}),
    ...(q.to !== undefined ? { to: q.to } : {}),
  });

  app.get('/audit', { schema: { querystring: AUDIT_QUERY } }, async (req) => {
    requireSession(req, { write: false, role: 'admin' });
    return store.auditLog(auditFilter(req.query, req.query.limit ?? 100));
  });

  app.get('/audit.csv', { schema: { querystring: AUDIT_QUERY } }, async (req, reply) => {
    const s = requireSession(req, { write: false, role: 'admin' });
    const rows = await store.auditLog(auditFilter(req.query, Math.min(req.query.limit ?? CSV_MAX_ROWS, CSV_MAX_ROWS)));
    await store.audit({
      at: clock().getTime(),
      actor: s.operator.username,
      actorId: s.operator.id,
      action: 'audit.export',
      target: null,
      detail: { rows: rows.length },
      ip: req.ip,
    });
    const day = new Date(clock().getTime()).toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="audit-${day}.csv"`).send(auditCsv(rows));
  });

  // The operator's own account: recent failed sign-ins under their name, their password, their second factor.
  app.get('/account', async (req) => {
    const s = requireSession(req, { write: false, beforeEnrolment: true });
    const now = clock().getTime();
    const failed = await store.failedSignIns(s.operator.username, now - FAILED_SIGN_INS_MS);
    return {
      failedSignInsTotal: await store.countFailedSignIns(s.operator.username, now - FAILED_SIGN_INS_MS),
      operator: publicOperator(s.operator),
      recoveryCodesLeft: s.operator.totpSecret ? (await store.unusedRecoveryCodes(s.operator.id)).length : 0,
      failedSignIns: failed.map((e) => ({ at: e.at, ip: e.ip, count: e.count, throttled: e.action === 'sign-in.throttled' })),
    };
  });

  app.post('/account/password', { schema: { body: PASSWORD_CHANGE } }, async (req, reply) => {
    const s = requireSession(req, { write: true, beforeEnrolment: true });
    if (!(await checkPassword(s.operator.passwordHash, req.body.current))) throw new BadInput('the current password is wrong');
    const problem = passwordProblem(req.body.next, s.operator.username);
    if (problem) throw new BadInput(problem);
    await store.updateOperator(s.operator.id, { passwordHash: await hashPassword(req.body.next) }, actorOf(req), clock().getTime());
    // Every session of theirs ended with the change (this one too): they sign in again with the new password.
    clearSessionCookie(reply);
    return { changed: true };
  });

  app.post('/account/second-factor/start', async (req) => {
    const s = requireSession(req, { write: true, beforeEnrolment: true });
    if (s.operator.totpSecret) throw new BadInput('a second factor is already set up: remove it first');
    const secret = newTotpSecret();
    await store.setTotpPending(s.operator.id, secret);
    return { secret, uri: totpUri(secret, s.operator.username) };
  });

  app.post('/account/second-factor/confirm', { schema: { body: CODE } }, async (req) => {
    const s = requireSession(req, { write: true, beforeEnrolment: true });
    const pending = s.operator.totpPending;
    if (!pending) throw new BadInput('start the set-up first');
    const now = clock().getTime();
    const step = checkTotp(pending, req.body.code, now, 0);
    if (step === null) throw new BadInput('wrong code: check the time on your phone and type the code now shown');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((c) => hashPassword(normalRecoveryCode(c)!)));
    await store.enableTotp(s.operator.id, pending, step, hashes, actorOf(req), now);
    return { recoveryCodes: codes };
  });

  app.post('/account/second-factor/remove', { schema: { body: PASSWORD_ONLY } }, async (req) => {
    const s = requireSession(req, { write: true });
    if (s.operator.role === 'admin') throw new BadInput('an admin must keep a second factor');
    if (!s.operator.totpSecret) throw new BadInput('no second factor is set up');
    if (!(await checkPassword(s.operator.passwordHash, req.body.password))) throw new BadInput('the password is wrong');
    await store.disableTotp(s.operator.id, s.operator.username, actorOf(req), clock().getTime());
    return { removed: true };
  });
};
