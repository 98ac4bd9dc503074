// What every API route shares: options, the request context handed to builders, HTTP errors, and `api.get`,
// which validates lang, builds the localized body once per cache key and sends it with ETag/Cache-Control.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { macaoToday } from '#shared/events';
import { isEnabledLocale, type Locale } from '#shared/locales';
import type { Store } from '../store';
import { ResponseCache, etagOf, sendJson } from './cache';
import { localize } from './localize';

export interface ApiOptions {
  store: Store;
  /** The clock for date-dependent answers (event status); tests inject a fixed one. */
  now?: () => Date;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);
export const badRequest = (message: string): HttpError => new HttpError(400, message);

export type Query = Record<string, string | number | undefined>;

export interface Ctx {
  store: Store;
  locale: Locale;
  query: Query;
  params: Record<string, string>;
  now: Date;
  /** Today's date in Macao (UTC+8), YYYY-MM-DD. */
  today: string;
}

export function resolveLocale(lang: unknown): Locale {
  if (lang === undefined || lang === '') return 'en';
  if (!isEnabledLocale(lang)) throw badRequest(`lang: "${String(lang).slice(0, 20)}" is not an enabled locale`);
  return lang;
}

export interface RouteOptions {
  /** Applied to the cached body on every request (e.g. a random pick), so the cache keeps the source. */
  perRequest?: (body: unknown) => unknown;
  /** Take the locale from this path parameter instead of the lang query parameter. */
  localeParam?: string;
}

export class Api {
  readonly cache = new ResponseCache();
  private readonly clock: () => Date;

  constructor(
    readonly app: FastifyInstance,
    readonly store: Store,
    now?: () => Date,
  ) {
    this.clock = now ?? (() => new Date());
  }

  context(req: FastifyRequest, lang: unknown): Ctx {
    const now = this.clock();
    return {
      store: this.store,
      locale: resolveLocale(lang),
      query: (req.query ?? {}) as Query,
      params: (req.params ?? {}) as Record<string, string>,
      now,
      today: macaoToday(now),
    };
  }

  /** Registers a cached GET route; `build` returns records with multilingual fields, localized here. */
  get(path: string, schema: FastifySchema, build: (ctx: Ctx) => unknown, opts: RouteOptions = {}): void {
    this.app.get(path, { schema }, async (req: FastifyRequest, reply: FastifyReply) => {
      const lang = opts.localeParam ? (req.params as Record<string, string>)[opts.localeParam] : (req.query as Query | undefined)?.lang;
      const ctx = this.context(req, lang);
      const key = this.cache.key(req, `${this.store.contentVersion}|${ctx.today}`);
      const entry = this.cache.get(key, () => localize(build(ctx), ctx.locale));
      if (!opts.perRequest) return sendJson(req, reply, entry.body, entry.etag);
      const body = JSON.stringify(opts.perRequest(entry.value));
      return sendJson(req, reply, body, etagOf(body));
    });
  }
}
