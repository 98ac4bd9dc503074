// The live-store seeding the push benchmarks and the cluster journey share: bulk subscriptions as the sender reads
// them, and an editor signed in over HTTP whose writes the operator API accepts.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LiveState } from '../../../../server/live/state';
import { insertSubscribers, mockEndpoint, signedInEditor } from '../../../../scripts/harness/live-seed';
import { buildApp } from '../../server/helpers';

let app: FastifyInstance;
let live: LiveState;
let base: string;

beforeAll(async () => {
  ({ app, live } = await buildApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The content import behind buildApp takes seconds on a busy machine.
}, 120_000);
afterAll(() => app.close());

describe('insertSubscribers', () => {
  it('writes every row with its topics and locale, one real key pair per 1,000', async () => {
    await insertSubscribers(live.store, 1_200, (i) => ({
      endpoint: mockEndpoint('https://push.example', 's', i),
      locale: i % 3 ? 'en' : 'zh-hant',
      topics: i % 2 ? ['typhoon'] : ['typhoon', 'warnings'],
    }));
    expect(await live.store.countPushSubscriptions()).toBe(1_200);
    expect(await live.store.countPushSubscriptionsFor(['warnings'])).toBe(600);
    const [first, last, next] = await Promise.all([0, 999, 1_000].map((i) => live.store.pushSubscription(mockEndpoint('https://push.example', 's', i))));
    expect(first).toMatchObject({ endpoint: 'https://push.example/push/s000000', locale: 'zh-hant', topics: ['typhoon', 'warnings'] });
    expect(first!.keys.p256dh).toMatch(/^B[\w-]{86}$/);
    expect(last!.keys).toEqual(first!.keys);
    expect(next!.keys.p256dh).not.toBe(first!.keys.p256dh);
  });
});

describe('signedInEditor', () => {
  it('signs an editor in and writes with its session and CSRF token', async () => {
    const write = await signedInEditor(live.store, base, 'seed-test');
    const res = await write('POST', '/announcements', {
      id: 'seed-test',
      content: { en: '<p>Ferries resume at 2 pm.</p>' },
      active: true,
      isWarning: false,
      channels: ['web'],
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });
});
