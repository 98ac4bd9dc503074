import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNotFound } from '@tanstack/react-router';
import { apiGet, apiUrl, OfflineError, ServerError } from '../../../../src/api/client';
import { apiPath } from '#shared/api/paths';
import { onConnection, type Connection } from '../../../../src/api/connection';
import { CLIENT_TIMEOUT_MS, GIVE_UP_MS, NETWORK_TIMEOUT_MS, OFFLINE_HEADER } from '#shared/offline';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(impl: (url?: unknown, init?: { signal?: AbortSignal }) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('the API client (SPEC §7, §8)', () => {
  it('adds lang to every request and drops empty parameters', () => {
    expect(apiUrl('/api/gcse', 'ja', { q: 'egg tart', start: 11, sort: '' })).toBe('/api/gcse?q=egg+tart&start=11&lang=ja');
    expect(apiUrl('/api/weather?detail=1', 'en')).toBe('/api/weather?detail=1&lang=en');
  });
  it('returns JSON on success', async () => {
    const fetch = stubFetch(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(apiGet(apiPath('/api/site'), 'pt')).resolves.toEqual({ ok: 1 });
    expect((fetch.mock.calls[0] as unknown[] | undefined)?.[0]).toBe('/api/site?lang=pt');
  });
  it('turns 4xx into the not-found route', async () => {
    for (const status of [400, 404, 410]) {
      stubFetch(async () => new Response('{}', { status }));
      const err = await apiGet(apiPath('/api/sight/:id', { id: 'nope' }), 'en').catch((e: unknown) => e);
      expect(isNotFound(err)).toBe(true);
    }
  });
  it('turns 5xx into a server error for the something-wrong screen', async () => {
    stubFetch(async () => new Response('{}', { status: 503 }));
    await expect(apiGet(apiPath('/api/site'), 'en')).rejects.toBeInstanceOf(ServerError);
  });
  it('reports an unreachable network as offline', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiGet(apiPath('/api/site'), 'en')).rejects.toBeInstanceOf(OfflineError);
  });
  it('gives up on a network that never answers after the client timeout, as a slow connection', async () => {
    vi.useFakeTimers();
    try {
      stubFetch(
        (_url?: unknown, init?: { signal?: AbortSignal }) =>
          new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const seen: Connection[] = [];
      const stop = onConnection((c) => seen.push(c));
      const pending = apiGet(apiPath('/api/site'), 'en').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS);
      const err = await pending;
      stop();
      expect(err).toBeInstanceOf(OfflineError);
      expect((err as OfflineError).reason).toBe('slow');
      // Once while still waiting (NETWORK_TIMEOUT_MS), once on giving up.
      expect(seen).toEqual(['slow', 'slow']);
    } finally {
      vi.useRealTimers();
    }
  });
  it('waits for a slow line past the service worker limit: says "slow" after NETWORK_TIMEOUT_MS and renders the late answer', async () => {
    expect(CLIENT_TIMEOUT_MS).toBeGreaterThan(GIVE_UP_MS);
    vi.useFakeTimers();
    try {
      stubFetch(() => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('{"late":1}', { status: 200 })), 8000)));
      const seen: Connection[] = [];
      const stop = onConnection((c) => seen.push(c));
      const pending = apiGet(apiPath('/api/site'), 'en');
      await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS);
      expect(seen).toEqual(['slow']);
      await vi.advanceTimersByTimeAsync(8000 - NETWORK_TIMEOUT_MS);
      await expect(pending).resolves.toEqual({ late: 1 });
      stop();
      expect(seen).toEqual(['slow', 'online']);
    } finally {
      vi.useRealTimers();
    }
  });
  it('does not call the line fast on one quick answer while another request is still waiting on it', async () => {
    vi.useFakeTimers();
    try {
      let answerSlow: (r: Response) => void = () => undefined;
      stubFetch(() => new Promise<Response>((resolve) => (answerSlow = resolve)));
      const seen: Connection[] = [];
      const stop = onConnection((c) => seen.push(c));
      const slow = apiGet(apiPath('/api/site'), 'en');
      await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS + 10);
      stubFetch(async () => new Response('{"quick":1}', { status: 200 }));
      await apiGet(apiPath('/api/weather'), 'en');
      expect(seen).toEqual(['slow']);
      answerSlow(new Response('{"slow":1}', { status: 200 }));
      await slow;
      stop();
      expect(seen).toEqual(['slow', 'online']);
    } finally {
      vi.useRealTimers();
    }
  });
  it('shows the offline screen, not a server error, when the service worker has nothing saved', async () => {
    stubFetch(async () => new Response('{}', { status: 504, headers: { [OFFLINE_HEADER]: 'offline' } }));
    const err = await apiGet(apiPath('/api/sight/:id', { id: 'x' }), 'en').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OfflineError);
    expect((err as OfflineError).reason).toBe('offline');
  });
  it('tells the indicator when an answer came from the saved guide, and when the network is back', async () => {
    const seen: Connection[] = [];
    const stop = onConnection((c) => seen.push(c));
    stubFetch(async () => new Response('{"a":1}', { status: 200, headers: { [OFFLINE_HEADER]: 'slow' } }));
    await expect(apiGet(apiPath('/api/site'), 'en')).resolves.toEqual({ a: 1 });
    stubFetch(async () => new Response('{"a":2}', { status: 200 }));
    await apiGet(apiPath('/api/site'), 'en');
    stop();
    expect(seen).toEqual(['slow', 'online']);
  });
});
