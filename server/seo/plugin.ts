// /robots.txt, /sitemap.xml (the index) and /sitemaps/{locale}.xml, made from the content store and kept per origin.
import type { FastifyInstance } from 'fastify';
import { isEnabledLocale } from '#shared/locales';
import type { Store } from '../store';
import { BoundedLru } from '../cache/bounded-lru';
import { requestOrigin } from './origin';
import { localeSitemap, pageLastmod, robotsTxt, sitemapIndex, sitePaths } from './sitemap';

export interface SeoOptions {
  store: Store;
  publicOrigin: string | undefined;
}

export async function registerSeo(app: FastifyInstance, { store, publicOrigin }: SeoOptions): Promise<void> {
  // Keyed by origin too: without a configured origin each Host gets its own links (bounded, since Host is visitor input).
  const cache = new BoundedLru<string>({ maxEntries: 64, maxBytes: 32 * 1024 * 1024 }, (_k, v) => v.length);
  const cached = (key: string, make: () => string): string => {
    const full = `${store.contentVersion}|${key}`;
    let body = cache.get(full);
    if (body === undefined) {
      body = make();
      cache.set(full, body);
    }
    return body;
  };
  const headers = { 'cache-control': 'public, max-age=3600' };

  app.get('/robots.txt', async (req, reply) => {
    const origin = requestOrigin(req, publicOrigin);
    return reply.headers(headers).type('text/plain; charset=utf-8').send(robotsTxt(origin));
  });
  app.get('/sitemap.xml', async (req, reply) => {
    const origin = requestOrigin(req, publicOrigin);
    return reply
      .headers(headers)
      .type('application/xml; charset=utf-8')
      .send(cached(`${origin}|index`, () => sitemapIndex(origin)));
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const locale = /^(.+)\.xml$/.exec(req.params.file)?.[1];
    if (!isEnabledLocale(locale)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No sitemap at ${req.url.split('?')[0]}` });
    const origin = requestOrigin(req, publicOrigin);
    const body = cached(`${origin}|${locale}`, () => localeSitemap(origin, locale, sitePaths(store), pageLastmod(store)));
    return reply.headers(headers).type('application/xml; charset=utf-8').send(body);
  });
}
