// GET /api/gcse: site search over every page of the guide in the visitor's locale (SPEC §3, §7), and
// GET /api/search-index: that locale's index, serialised for the offline search of the saved guide.
import fresh from 'fresh';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { DEFAULT_LOCALE, ENABLED_LOCALES, isEnabledLocale } from '#shared/locales';
import { SiteSearch } from '../search/site-search';
import type { Api } from '../api/context';
import { resolveLocale } from '../api/context';
import { CACHE_CONTROL } from '../api/cache';
import { LANG, query } from '../api/schemas';

export function registerSearch(api: Api): void {
  const site = new SiteSearch(api.store);
  // English is built while the server starts; once it listens, the other locales, one per turn of the event loop, so
  // the first search in Japanese or Arabic does not pay seconds for it (longer than a weak-signal client waits).
  // Injected test servers never listen and build a locale on its first search.
  const rest = ENABLED_LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  api.app.addHook('onReady', async () => {
    site.index(DEFAULT_LOCALE);
  });
  api.app.addHook('onListen', async () => {
    const next = () => {
      const locale = rest.shift();
      if (locale === undefined) return;
      try {
        site.index(locale);
      } catch (err) {
        // Only a warm-up: the locale is built on its first search instead.
        api.app.log.warn({ err, locale }, 'search index warm-up stopped');
        return;
      }
      setImmediate(next);
    };
    setImmediate(next);
  });
  // A server closed during the warm-up (tests, restarts) stops it before its store closes.
  api.app.addHook('onClose', async () => {
    rest.length = 0;
  });
  api.get(
    '/api/gcse',
    {
      querystring: Type.Object({
        lang: Type.Optional(LANG),
        q: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
        start: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
        sort: Type.Optional(Type.Unsafe<'' | 'date'>({ type: 'string', enum: ['', 'date'], default: '' })),
        siteSearch: Type.Optional(Type.String({ maxLength: 200 })),
      }),
    },
    ({ query: q }) => {
      // The site section (e.g. "example.org/pt") names the locale when lang is not given.
      const section = typeof q.siteSearch === 'string' ? /\/([a-z]{2}(?:-[a-z]+)?)\/?$/.exec(q.siteSearch)?.[1] : undefined;
      const locale = q.lang ? resolveLocale(q.lang) : isEnabledLocale(section) ? section : 'en';
      return site.search(locale, { q: q.q, start: q.start ?? 1, sort: q.sort === 'date' ? 'date' : '' });
    },
  );

  api.app.get('/search-index', { schema: { querystring: query() } }, async (req: FastifyRequest<{ Querystring: { lang?: string } }>, reply: FastifyReply) => {
    const body = await site.body(resolveLocale(req.query.lang));
    reply.header('ETag', body.etag).header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    if (fresh(req.headers, { etag: body.etag })) return reply.code(304).send();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    reply.type('application/json; charset=utf-8');
    if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(body.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
    return reply.send(body.json);
  });
}
