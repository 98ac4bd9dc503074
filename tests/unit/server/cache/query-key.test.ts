// Response cache keys: only the query parameters a route declares take part, so a flood of undeclared ones makes
// no new entries; answers that depart from the defaults are marked as varying.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryKey } from '../../../../server/cache/query-key';
import { Api } from '../../../../server/api/context';
import { registerHome } from '../../../../server/routes/home';
import { registerLiveRoutes } from '../../../../server/routes/live';
import { registerPois } from '../../../../server/routes/pois';
import { registerSiteRoutes } from '../../../../server/routes/site';
import { buildApp as buildApiApp } from '../helpers';

describe('response cache keys', { timeout: 60_000 }, () => {
  let api: Api;
  let small: FastifyInstance;
  let source: FastifyInstance;

  beforeAll(async () => {
    const built = await buildApiApp();
    source = built.app;
    small = Fastify();
    api = new Api(small, built.store, built.live);
    registerPois(api);
    registerHome(api);
    registerSiteRoutes(api);
    registerLiveRoutes(api);
    await small.ready();
  });
  afterAll(async () => {
    await small.close();
    await source.close();
  });

  it('ignores undeclared query parameters, so a flood of them makes no new entries', async () => {
    for (let z = 0; z < 3000; z += 1) {
      const res = await small.inject(`/weather?lang=en&z=${z}&zz${z}=1`);
      expect(res.statusCode).toBe(200);
    }
    expect(api.cache.size).toBe(1);
    await small.inject('/weather?lang=pt&z=1');
    await small.inject('/weather?detail=1');
    expect(api.cache.size).toBe(3);
  });

  it('keys on declared parameters and marks the ones that depart from their defaults as varying', () => {
    const req = (query: Record<string, unknown>, params: Record<string, unknown> = {}) =>
      ({
        method: 'GET',
        query,
        params,
        routeOptions: {
          url: '/x/:id',
          schema: { querystring: { properties: { lang: {}, limit: { default: 10 }, keyword: {} } } },
        },
      }) as never;
    expect(queryKey(req({ lang: 'en', limit: 10, evil: 'x' }, { id: 'a' }), 's')).toEqual({ key: 's|GET /x/:id|id="a"|lang="en"&limit=10', varies: false });
    expect(queryKey(req({ keyword: 'temple', limit: 10 }), 's').varies).toBe(true);
    expect(queryKey(req({ limit: 5 }), 's').varies).toBe(true);
  });
});
