// Pure push rules on the server: retry timing (Retry-After in seconds or as a date, backoff), VAPID subject and keys.
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { MAX_RETRY_DELAY_MS, retryable, retryAfterMs, retryDelayMs } from '../../../../server/push/retry';
import { resolveVapid, vapidSubjectProblem, VapidConfigError } from '../../../../server/push/vapid';
import { openLiveStore } from '../../../../server/live/store';

describe('retry', () => {
  it('retries 429, 5xx and network failures only', () => {
    expect([429, 500, 503, undefined].map(retryable)).toEqual([true, true, true, true]);
    expect([400, 403, 404, 410, 413].map(retryable)).toEqual([false, false, false, false, false]);
  });
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-22T02:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 02:00:12 GMT', now)).toBe(12_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
  it('waits Retry-After when given (capped), else doubles with jitter', () => {
    expect(retryDelayMs(1, { baseMs: 1000, retryAfter: 5000 })).toBe(5000);
    expect(retryDelayMs(1, { baseMs: 1000, retryAfter: 3_600_000 })).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1, { baseMs: 1000, random: () => 0.5 })).toBe(1000);
    expect(retryDelayMs(3, { baseMs: 1000, random: () => 0.5 })).toBe(4000);
    expect(retryDelayMs(3, { baseMs: 1000, random: () => 0 })).toBe(3200);
  });
});

describe('VAPID', () => {
  it('accepts mailto: and https: subjects only', () => {
    expect(vapidSubjectProblem('mailto:mgto@macaotourism.gov.mo')).toBeUndefined();
    expect(vapidSubjectProblem('https://www.macaotourism.gov.mo/')).toBeUndefined();
    expect(vapidSubjectProblem('http://www.macaotourism.gov.mo/')).toMatch(/VAPID_SUBJECT/);
    expect(vapidSubjectProblem('mgto@macaotourism.gov.mo')).toMatch(/VAPID_SUBJECT/);
  });

  it('generates a key pair once and keeps it; the environment wins when set; half a pair is refused', async () => {
    const store = openLiveStore({ sqlitePath: ':memory:' });
    await store.migrate();
    const first = await resolveVapid(store, {});
    expect((await resolveVapid(store, { subject: 'https://example.org/' })).publicKey).toBe(first.publicKey);
    const env = webpush.generateVAPIDKeys();
    expect(await resolveVapid(store, env)).toMatchObject(env);
    await expect(resolveVapid(store, { publicKey: env.publicKey })).rejects.toThrow(VapidConfigError);
    await expect(resolveVapid(store, { publicKey: 'short', privateKey: env.privateKey })).rejects.toThrow(/VAPID_PUBLIC_KEY/);
    await expect(resolveVapid(store, { subject: 'nobody' })).rejects.toThrow(/VAPID_SUBJECT/);
    await store.close();
  });
});
