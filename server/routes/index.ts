// The JSON API plugin (registered at /api): clean 400/404 errors, then the routes of every area.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { Api, type ApiOptions } from '../api/context';
import { registerAccessibility } from './accessibility';
import { registerAccommodation } from './accommodation';
import { registerAgencies } from './agencies';
import { registerDining } from './dining';
import { registerEvents } from './events';
import { registerHome } from './home';
import { registerInfo } from './info';
import { registerOffline } from './offline';
import { registerLiveRoutes } from './live';
import { registerPois } from './pois';
import { registerSearch } from './search';
import { registerSiteRoutes } from './site';
import { registerSightMaps } from './sightmap';
import { registerTrip } from './trip';

export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, opts) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.validation ? 400 : (err.statusCode ?? 500);
    if (status >= 500) {
      req.log.error(err);
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    }
    return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Bad Request', message: err.message });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No API route ${req.method} ${(req.url.split('?')[0] ?? '').slice(0, 200)}` }),
  );

  const api = new Api(app, opts.store, opts.live, opts.now);
  registerSiteRoutes(api);
  registerLiveRoutes(api);
  registerSightMaps(api);
  registerPois(api);
  registerDining(api);
  registerAccommodation(api);
  registerAgencies(api);
  registerInfo(api);
  registerHome(api);
  registerEvents(api);
  registerSearch(api);
  registerAccessibility(api);
  registerTrip(api);
  registerOffline(api, { tilesDir: opts.tilesDir });
};

export type { ApiOptions };
