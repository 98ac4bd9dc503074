// GET /api/gcse: site search over every page of the guide in the visitor's locale (SPEC §3, §7), and
// GET /api/search-index: that locale's index, serialised for the offline search of the saved guide.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEnabledLocale } from '../../src/i18n/locales';
import { SiteSearch } from '../search/site-search';
import type { Api } from './context';
import { resolveLocale } from './context';
import { CACHE_CONTROL } from './cache';
import { LANG } from './schemas';

export function registerSearch(api: Api): void {
  const site = new SiteSearch(api.store);
  // Built while the server starts, so the first visitor's search does not pay for it.
  api.app.addHook('onReady', async () => {
    site.index('en');
  });
  api.get(
    '/gcse',
    {
      querystring: {
        type: 'object',
        required: ['q'],
        properties: {
          lang: LANG,
          q: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
          start: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
          sort: { type: 'string', enum: ['', 'date'], default: '' },
          siteSearch: { type: 'string', maxLength: 200 },
        },
      },
    },
    ({ query: q }) => {
      // The site section (e.g. "example.org/pt") names the locale when lang is not given.
      const section = typeof q.siteSearch === 'string' ? /\/([a-z]{2}(?:-[a-z]+)?)\/?$/.exec(q.siteSearch)?.[1] : undefined;
      const locale = q.lang ? resolveLocale(q.lang) : isEnabledLocale(section) ? section : 'en';
      return site.search(locale, { q: String(q.q), start: Number(q.start ?? 1), sort: q.sort === 'date' ? 'date' : '' });
    },
  );

  api.app.get(
    '/search-index',
    { schema: { querystring: { type: 'object', properties: { lang: LANG } } } },
    async (req: FastifyRequest<{ Querystring: { lang?: string } }>, reply: FastifyReply) => {
      const body = await site.body(resolveLocale(req.query.lang));
      reply.header('ETag', body.etag).header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Encoding');
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim() === body.etag || t.trim() === `W/${body.etag}`)) return reply.code(304).send();
      const accepts = String(req.headers['accept-encoding'] ?? '');
      reply.type('application/json; charset=utf-8');
      if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(body.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
      return reply.send(body.json);
    },
  );
}
