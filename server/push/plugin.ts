// The visitors' push API (/api/push): the public VAPID key their browser subscribes with, and the subscription
// itself: kept or re-synced (every app open), and removed when the visitor stops. Bad input → 400 with a message.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { PUSH_TOPICS } from '#shared/push';
import { strictQueryNumbers } from '../http/query-numbers';
import { isStoreOutage, OUTAGE_RETRY_AFTER_S } from '../live/outage';
import type { PushService } from './service';
import { checkEndpoint, checkSubscription, MAX_ENDPOINT_LENGTH, SubscriptionProblem } from './validate';

export interface PushPluginOptions {
  push: PushService;
  /** Hosts accepted besides the known push services ("host" or "host:port"): a test's or a staging mock. */
  allowedHosts: readonly string[];
  /** New subscriptions one address may make in an hour (a re-sync of a kept one is not counted). */
  subscribesPerHour?: number;
  now?: () => Date;
}

/** Enough for a hotel's or a carrier's shared address at a busy hour; far short of a script filling the table. */
export const DEFAULT_SUBSCRIBES_PER_HOUR = 30;
const HOUR = 3_600_000;

class RateLimited extends Error {
  constructor(readonly retryAfterS: number) {
    super('too many new subscriptions from this address: try again later');
  }
}

// Generous bounds on the raw strings; their exact form is checked in checkSubscription.
const KEYS = Type.Object({ p256dh: Type.Optional(Type.String({ maxLength: 200 })), auth: Type.Optional(Type.String({ maxLength: 100 })) });
const SUBSCRIPTION = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: MAX_ENDPOINT_LENGTH }),
    expirationTime: Type.Optional(Type.Union([Type.Null(), Type.Number()])),
    keys: Type.Optional(KEYS),
    locale: Type.String({ maxLength: 10 }),
    topics: Type.Array(Type.String({ maxLength: 20 }), { maxItems: PUSH_TOPICS.length }),
  },
  { additionalProperties: false },
);
const ENDPOINT = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: MAX_ENDPOINT_LENGTH }) }, { additionalProperties: false });

export const pushPlugin: FastifyPluginAsync<PushPluginOptions> = async (base, opts) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { push } = opts;
  const clock = opts.now ?? (() => new Date());

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.addHook('preValidation', strictQueryNumbers);
  app.setErrorHandler((err: FastifyError | SubscriptionProblem | RateLimited, req, reply) => {
    if (err instanceof SubscriptionProblem || (err as FastifyError).validation)
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: err.message });
    if (err instanceof RateLimited)
      return reply.code(429).header('Retry-After', String(err.retryAfterS)).send({ statusCode: 429, error: 'Too Many Requests', message: err.message });
    if (isStoreOutage(err)) {
      req.log.error(err, 'push API: live store unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(OUTAGE_RETRY_AFTER_S))
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'subscriptions cannot be saved right now: try again shortly' });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Bad Request', message: err.message });
    req.log.error(err);
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
  });

  app.get('/key', async () => ({ publicKey: push.vapid.publicKey }));

  /** Creates or re-syncs (same endpoint: new keys, locale and topics replace the old). */
  app.post('/subscription', { schema: { body: SUBSCRIPTION } }, async (req) => {
    const s = checkSubscription(req.body, opts.allowedHosts);
    const now = clock().getTime();
    // One subscription per endpoint (re-syncs replace it); only new endpoints count against the address's hour.
    if (!(await push.store.pushSubscription(s.endpoint))) {
      const key = `push-subscribe:${req.ip}`;
      if ((await push.store.hitRate(key, HOUR, now)) > (opts.subscribesPerHour ?? DEFAULT_SUBSCRIBES_PER_HOUR)) {
        const started = (await push.store.rateWindowStart(key)) ?? now;
        throw new RateLimited(Math.max(1, Math.ceil((started + HOUR - now) / 1000)));
      }
    }
    await push.store.savePushSubscription(s, now);
    return { subscribed: true, locale: s.locale, topics: s.topics };
  });

  app.post('/unsubscribe', { schema: { body: ENDPOINT } }, async (req) => {
    checkEndpoint(req.body.endpoint, opts.allowedHosts);
    return { unsubscribed: await push.store.deletePushSubscription(req.body.endpoint) };
  });
};
