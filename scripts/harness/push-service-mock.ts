// A mock push service on the loopback for the push tests and benchmark: HTTPS with a throwaway self-signed
// certificate (web-push only speaks https), one endpoint per subscriber (/push/<id>), answers scripted per
// endpoint (410, 429 with Retry-After, 500), and every message recorded and, when the subscriber's keys are known,
// decrypted (aes128gcm, RFC 8291) as a browser would.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  id: string;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined; encoding: string | undefined; authorization: boolean };
  bytes: number;
  /** The plain text, when the subscriber's keys were registered with the mock. */
  text: string | undefined;
}

export interface Subscriber {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Answer {
  status: number;
  retryAfter?: string;
}

/** A certificate for 127.0.0.1, valid one day, made with the system's openssl. */
function selfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'push-mock-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushMock(opts: { keep?: boolean; maxSockets?: number } = {}) {
  const keep = opts.keep ?? true;
  const { key, cert } = selfSigned();
  const app = Fastify({ https: { key, cert }, bodyLimit: 8192 });
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const scripts = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  /** Per endpoint id: messages received, and the Topics they carried (a push service keeps one message per Topic). */
  const tally = new Map<string, { pushes: number; topics: Set<string> }>();
  let count = 0;
  let bad = 0;

  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post<{ Params: { id: string } }>('/push/:id', async (req, reply) => {
    const id = req.params.id;
    const body = req.body as Buffer;
    const answer = scripts.get(id)?.shift();
    count++;
    const t = tally.get(id) ?? { pushes: 0, topics: new Set<string>() };
    t.pushes++;
    if (typeof req.headers.topic === 'string') t.topics.add(req.headers.topic);
    tally.set(id, t);
    const okHeaders =
      req.headers['content-encoding'] === 'aes128gcm' && typeof req.headers.authorization === 'string' && req.headers.authorization.startsWith('vapid t=');
    if (!okHeaders || body.length === 0 || body.length > 4096) bad++;
    if (keep) {
      const k = keys.get(id);
      received.push({
        id,
        headers: {
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
          encoding: req.headers['content-encoding'],
          authorization: okHeaders,
        },
        bytes: body.length,
        text: k ? decrypt(body, { version: 'aes128gcm', privateKey: k.ecdh, authSecret: k.auth }).toString('utf8') : undefined,
      });
    }
    if (answer) {
      if (answer.retryAfter !== undefined) reply.header('Retry-After', answer.retryAfter);
      return reply.code(answer.status).send('');
    }
    return reply.code(201).send('');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `https://127.0.0.1:${port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: true, maxSockets: opts.maxSockets ?? 64 });

  return {
    origin,
    host: `127.0.0.1:${port}`,
    /** The agent the sender uses to trust this mock's certificate. */
    agent,
    /** The certificate (PEM), for a server in another process: NODE_EXTRA_CA_CERTS. */
    cert,
    tally,
    received,
    /** Messages received, and those with a wrong encoding, missing VAPID or bad size. */
    stats: () => ({ count, bad }),
    /** A new subscriber with real keys (as a browser makes them), whose messages the mock decrypts. */
    subscriber(id: string): Subscriber {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** The next answers for one endpoint, in order; then 201. */
    script(id: string, answers: Answer[]) {
      scripts.set(id, answers);
    },
    async close() {
      agent.destroy();
      await app.close();
    },
  };
}

export type PushMock = Awaited<ReturnType<typeof startPushMock>>;
