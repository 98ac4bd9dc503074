import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNotFound } from '@tanstack/react-router';
import { apiGet, apiUrl, OfflineError, ServerError } from '../../../../src/api/client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(impl: () => Promise<Response>) {
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
    await expect(apiGet('/api/site', 'pt')).resolves.toEqual({ ok: 1 });
    expect((fetch.mock.calls[0] as unknown[] | undefined)?.[0]).toBe('/api/site?lang=pt');
  });
  it('turns 4xx into the not-found route', async () => {
    for (const status of [400, 404, 410]) {
      stubFetch(async () => new Response('{}', { status }));
      const err = await apiGet('/api/sight/nope', 'en').catch((e: unknown) => e);
      expect(isNotFound(err)).toBe(true);
    }
  });
  it('turns 5xx into a server error for the something-wrong screen', async () => {
    stubFetch(async () => new Response('{}', { status: 503 }));
    await expect(apiGet('/api/site', 'en')).rejects.toBeInstanceOf(ServerError);
  });
  it('reports an unreachable network as offline', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiGet('/api/site', 'en')).rejects.toBeInstanceOf(OfflineError);
  });
});
