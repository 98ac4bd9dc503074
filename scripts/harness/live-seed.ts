// What the push benchmarks and the cluster journey put in a live store before they start: an editor signed in over
// HTTP as the office's staff sign in, and many push subscriptions written straight into the table (the subscribe API
// limits new endpoints per address, and 100,000 calls would measure the API rather than the delivery).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { PushTopic } from '#shared/push';
import { encodeTopics } from '../../server/live/repo-push';
import type { LiveStore } from '../../server/live/store';
import { hashPassword } from '../../server/operator/passwords';

/** A write as the operator area makes it: the session cookie and the CSRF token on every call. */
export type OperatorWrite = (method: string, path: string, body: unknown) => Promise<Response>;

/**
 * Creates an editor in `store` (a fresh user name starting with `label`) and signs it in on the instance at `base`;
 * the returned function writes to `/operator/api<path>` as that editor. Throws when the sign-in is refused.
 */
export async function signedInEditor(store: LiveStore, base: string, label: string): Promise<OperatorWrite> {
  const username = `${label}-${randomUUID().slice(0, 8)}`;
  const password = `a long passphrase for ${label}`;
  const now = Date.now();
  await store.createOperator(
    {
      id: randomUUID(),
      username,
      displayName: label,
      role: 'editor',
      passwordHash: await hashPassword(password),
      disabled: false,
      createdAt: now,
      passwordChangedAt: now,
    },
    { id: null, name: label, ip: null },
  );
  const res = await fetch(`${base}/operator/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`operator sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return (method, path, body) =>
    fetch(`${base}/operator/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
      body: JSON.stringify(body),
    });
}

export interface SeededSubscriber {
  endpoint: string;
  locale: string;
  topics: readonly PushTopic[];
  /** Keys of the row's own (junk keys, say); without them a real P-256 pair is used. */
  keys?: { p256dh: string; auth: string };
}

/** Rows written per transaction: large enough to be quick, small enough for either engine's statement memory. */
const BATCH = 5_000;

/**
 * Writes `count` subscriptions, row `i` described by `row(i)`, in batches. Keys are real P-256 keys as browsers make
 * them, one pair shared by every 1,000 rows: set-up stays short while the sender still derives a fresh shared secret
 * and salt for every message.
 */
export async function insertSubscribers(store: LiveStore, count: number, row: (i: number) => SeededSubscriber): Promise<void> {
  let keys = { p256dh: '', auth: '' };
  for (let start = 0; start < count; start += BATCH) {
    await store.db.transaction(async (tx) => {
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        if (i % 1_000 === 0) {
          const ecdh = createECDH('prime256v1');
          ecdh.generateKeys();
          keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
        }
        const s = row(i);
        const k = s.keys ?? keys;
        await tx.run(
          'INSERT INTO push_subscriptions (endpoint, p256dh, auth, locale, topics, created_at, updated_at, last_sent_at, failures) VALUES (?, ?, ?, ?, ?, 0, 0, NULL, 0)',
          [s.endpoint, k.p256dh, k.auth, s.locale, encodeTopics([...s.topics])],
        );
      }
    });
  }
}

/** The mock push service's endpoint for row `i`, numbered so endpoint order is row order. */
export const mockEndpoint = (origin: string, prefix: string, i: number) => `${origin}/push/${prefix}${String(i).padStart(6, '0')}`;
