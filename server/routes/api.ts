// The JSON API plugin (registered at /api): clean 400/404 errors, then the routes of every area.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { Api, type ApiOptions } from './context';
import { registerAccommodation } from './accommodation';
import { registerAgencies } from './agencies';
import { registerDining } from './dining';
import { registerEvents } from './events';
import { registerHome } from './home';
import { registerInfo } from './info';
import { registerPois } from './pois';
import { registerSearch } from './search';
import { registerShell } from './shell';
import { registerSightMaps } from './sightmap';

const REASONS: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found', 405: 'Method Not Allowed', 413: 'Payload Too Large', 415: 'Unsupported Media Type' };

export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, opts) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.validation ? 400 : (err.statusCode ?? 500);
    if (status >= 500) {
      req.log.error(err);
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    }
    return reply.code(status).send({ statusCode: status, error: REASONS[status] ?? 'Bad Request', message: err.message });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No API route ${req.method} ${req.url.split('?')[0]}` }),
  );

  const api = new Api(app, opts.store, opts.now);
  registerShell(api);
  registerSightMaps(api);
  registerPois(api);
  registerDining(api);
  registerAccommodation(api);
  registerAgencies(api);
  registerInfo(api);
  registerHome(api);
  registerEvents(api);
  registerSearch(api);
};

export type { ApiOptions };
