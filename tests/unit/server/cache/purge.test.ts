// A live change bans the pages and answers a shared cache keeps: one PURGE per cache with the surrogate key, calls close
// together shared, and a cache that is down only logged (the short s-maxage is the floor).
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createPurger } from '../../../../server/cache/purge';

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function fakeCache(): Promise<{ url: string; bans: { method: string; key: string | undefined }[] }> {
  const bans: { method: string; key: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    bans.push({ method: req.method ?? '', key: req.headers['x-surrogate-key'] as string | undefined });
    res.end('ok');
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, bans };
}

describe('createPurger', () => {
  it('sends each cache one PURGE with the key for changes close together', async () => {
    const [a, b] = [await fakeCache(), await fakeCache()];
    const purger = createPurger({ urls: [a.url, b.url], debounceMs: 20 });
    purger.purge('published w1');
    purger.purge('live change');
    await purger.idle();
    expect(a.bans).toEqual([{ method: 'PURGE', key: 'live' }]);
    expect(b.bans).toEqual([{ method: 'PURGE', key: 'live' }]);
    purger.purge('withdrawn w1');
    await purger.idle();
    expect(a.bans).toHaveLength(2);
  });

  it('logs a cache that does not answer and goes on with the others', async () => {
    const up = await fakeCache();
    const warnings: object[] = [];
    const purger = createPurger({
      urls: ['http://127.0.0.1:9/', up.url],
      debounceMs: 5,
      log: { info: () => undefined, warn: (obj) => warnings.push(obj) },
    });
    purger.purge('published w2');
    await purger.idle();
    expect(up.bans).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ cache: 'http://127.0.0.1:9/' });
  });

  it('does nothing without caches', async () => {
    const purger = createPurger({ urls: [] });
    purger.purge('x');
    await purger.idle();
  });
});
