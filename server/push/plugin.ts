// The visitors' push API (/api/push): the public VAPID key their browser subscribes with, and the subscription
// itself: kept or re-synced (every app open), and removed when the visitor stops. Bad input → 400 with a message.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { PUSH_TOPICS } from '#shared/push';
import type { PushService } from './service';
import { checkEndpoint, checkSubscription, MAX_ENDPOINT_LENGTH, SubscriptionProblem } from './validate';

export interface PushPluginOptions {
  push: PushService;
  /** Hosts accepted besides the known push services ("host" or "host:port"): a test's or a staging mock. */
  allowedHosts: readonly string[];
  now?: () => Date;
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
  app.setErrorHandler((err: FastifyError | SubscriptionProblem, req, reply) => {
    if (err instanceof SubscriptionProblem || (err as FastifyError).validation)
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: err.message });
    const status = (err as FastifyError).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Bad Request', message: err.message });
    req.log.error(err);
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
  });

  app.get('/key', async () => ({ publicKey: push.vapid.publicKey }));

  /** Creates or re-syncs (same endpoint: new keys, locale and topics replace the old). */
  app.post('/subscription', { schema: { body: SUBSCRIPTION } }, async (req) => {
    const s = checkSubscription(req.body, opts.allowedHosts);
    await push.store.savePushSubscription(s, clock().getTime());
    return { subscribed: true, locale: s.locale, topics: s.topics };
  });

  app.post('/unsubscribe', { schema: { body: ENDPOINT } }, async (req) => {
    checkEndpoint(req.body.endpoint, opts.allowedHosts);
    return { unsubscribed: await push.store.deletePushSubscription(req.body.endpoint) };
  });
};
