// The renders' in-process API: an answer the app gave once is read again, for every render, until the version moves
// on; answers that depend on the request or failed are asked again; the cache holds to its byte bound.
import { describe, expect, it } from 'vitest';
import { cachedApiFetch, keepable, weighAnswer, type ApiAnswer } from '../../../../server/ssr/api-answers';

const ok = (body: string, cacheControl = 'public, max-age=60'): ApiAnswer => ({
  status: 200,
  headers: [
    ['content-type', 'application/json; charset=utf-8'],
    ['cache-control', cacheControl],
  ],
  body,
});

function counting(answer: (url: string) => ApiAnswer) {
  const asked: string[] = [];
  return {
    asked,
    inject: async (url: string) => {
      asked.push(url);
      return answer(url);
    },
  };
}

const init = (): RequestInit => ({ headers: { Accept: 'application/json' } });

describe('cachedApiFetch', () => {
  it('asks the app once per URL and version, and every reader gets its own readable Response', async () => {
    const app = counting((url) => ok(JSON.stringify({ url })));
    const api = cachedApiFetch(app.inject, () => 'v1');
    const a = await api('/api/site?lang=en', init());
    const b = await api('/api/site?lang=en', init());
    expect(await a.json()).toEqual({ url: '/api/site?lang=en' });
    expect(await b.json()).toEqual({ url: '/api/site?lang=en' });
    expect(b.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(app.asked).toEqual(['/api/site?lang=en']);
  });

  it('asks again once the version has moved on (new content, live state or minute)', async () => {
    let version = 'v1';
    const app = counting(() => ok('{}'));
    const api = cachedApiFetch(app.inject, () => version);
    await api('/api/weather?lang=en', init());
    version = 'v2';
    await api('/api/weather?lang=en', init());
    expect(app.asked).toHaveLength(2);
  });

  it('shares one request among renders asking the same at once', async () => {
    let release: (a: ApiAnswer) => void = () => undefined;
    const asked: string[] = [];
    const api = cachedApiFetch(
      (url) => {
        asked.push(url);
        return new Promise<ApiAnswer>((r) => (release = r));
      },
      () => 'v1',
    );
    const both = Promise.all([api('/api/site?lang=pt', init()), api('/api/site?lang=pt', init())]);
    release(ok('{"a":1}'));
    const [a, b] = await both;
    expect([await a.json(), await b.json()]).toEqual([{ a: 1 }, { a: 1 }]);
    expect(asked).toHaveLength(1);
  });

  it('keeps neither failures nor answers that depend on the request', async () => {
    const app = counting((url) => (url.includes('missing') ? { status: 404, headers: [], body: '{}' } : ok('{}', 'private, no-cache')));
    const api = cachedApiFetch(app.inject, () => 'v1');
    for (let i = 0; i < 2; i++) {
      expect((await api('/api/sight/missing?lang=en', init())).status).toBe(404);
      await api('/api/trip?lang=en', init());
    }
    expect(app.asked).toHaveLength(4);
  });

  it('reads only the API', async () => {
    const api = cachedApiFetch(
      async () => ok('{}'),
      () => 'v1',
    );
    await expect(api('/etc/passwd', init())).rejects.toThrow(TypeError);
  });

  it('stops at once for a render already stopped', async () => {
    const api = cachedApiFetch(
      async () => ok('{}'),
      () => 'v1',
    );
    const stop = new AbortController();
    stop.abort();
    await expect(api('/api/site?lang=en', { signal: stop.signal })).rejects.toThrow();
  });

  it('holds no more bytes than its bound: the oldest answers go first', async () => {
    const body = 'x'.repeat(1000);
    const one = weighAnswer('v1|/api/a?i=0', ok(body));
    const app = counting(() => ok(body));
    const api = cachedApiFetch(app.inject, () => 'v1', { maxEntries: 1000, maxBytes: 3 * one });
    for (let i = 0; i < 5; i++) await api(`/api/a?i=${i}`, init());
    expect(api.size()).toBe(3);
    await api('/api/a?i=4', init());
    await api('/api/a?i=0', init());
    expect(app.asked).toEqual(['/api/a?i=0', '/api/a?i=1', '/api/a?i=2', '/api/a?i=3', '/api/a?i=4', '/api/a?i=0']);
  });
});

describe('keepable', () => {
  it('keeps public successes and no-cache live answers (the version carries the live state)', () => {
    expect(keepable(ok('{}'))).toBe(true);
    expect(keepable(ok('{}', 'no-cache'))).toBe(true);
    expect(keepable(ok('{}', 'no-store'))).toBe(false);
    expect(keepable({ status: 500, headers: [], body: '' })).toBe(false);
  });
});
