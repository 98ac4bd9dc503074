// What every API route shares: options, the request context handed to builders (typed from the route's schema),
// HTTP errors, and `api.get`, which validates lang, builds the localized body once per cache key and sends it with
// ETag/Cache-Control.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { macaoToday } from '#shared/events';
import { isEnabledLocale, type Locale } from '#shared/locales';
import type { Store } from '../store';
import type { LiveState } from '../live/state';
import { CACHE_CONTROL, LIVE_CACHE_CONTROL, ResponseCache, sendJson } from './cache';
import { localize } from './localize';
import { EffectsMemo, withPlaceStatus } from './place-status';
import type { RouteSchema, StaticOf } from './schemas';
import type { ApiResponses, ApiRoute } from '#shared/api/paths';
import type { ML } from '#shared/api/text';

/** Where the API plugin is registered (server/app.ts): route patterns in shared/api/paths.ts start with it. */
export const API_PREFIX = '/api';

/** Answers that differ per request: a browser may keep one but must ask again; shared caches must not keep it. */
export const PER_REQUEST_CACHE_CONTROL = 'private, no-cache';

export interface ApiOptions {
  store: Store;
  /** What operators publish: announcements, warnings, weather. */
  live: LiveState;
  /** The clock for date-dependent answers (event status); tests inject a fixed one. */
  now?: () => Date;
  /** The basemap build folder, listed in the offline pack. */
  tilesDir?: string;
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

/**
 * What a route builder gets: the store, the visitor's locale, its query and path parameters as its schema types
 * them (helpers that read neither take the defaults), and the day.
 */
export interface Ctx<Query = unknown, Params = unknown> {
  store: Store;
  live: LiveState;
  locale: Locale;
  query: Query;
  params: Params;
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
  /** Live data (announcements, warnings, weather): revalidated on every use instead of kept for a minute. */
  live?: boolean;
  /** A further part of the cache key, for answers that change within a day (the hour of the default weather). */
  vary?: (ctx: Ctx<unknown, unknown>) => string;
}

export class Api {
  readonly cache = new ResponseCache();
  private readonly clock: () => Date;
  private readonly effects = new EffectsMemo();

  constructor(
    readonly app: FastifyInstance,
    readonly store: Store,
    readonly live: LiveState,
    now?: () => Date,
  ) {
    this.clock = now ?? (() => new Date());
  }

  context<Query, Params>(query: Query, params: Params, lang: unknown): Ctx<Query, Params> {
    const now = this.clock();
    return { store: this.store, live: this.live, locale: resolveLocale(lang), query, params, now, today: macaoToday(now) };
  }

  /** What the warnings in force mean for every kind of place, and when they last changed. */
  placeEffects(): { effects: ReturnType<EffectsMemo['get']>; asOf: number } {
    const data = this.live.current;
    return { effects: this.effects.get(this.store.document('warning-rules'), data.warnings, String(data.revision)), asOf: data.changedAt };
  }

  /**
   * Registers a cached GET route by its pattern in the API contract (shared/api/paths.ts); `build` returns that
   * route's shape with multilingual fields, localized here.
   */
  get<R extends ApiRoute, S extends RouteSchema>(
    route: R,
    schema: S,
    build: (ctx: Ctx<StaticOf<S['querystring']>, StaticOf<S['params']>>) => ApiResponses<ML>[R],
    opts: RouteOptions = {},
  ): void {
    this.app.get(route.slice(API_PREFIX.length), { schema: schema as FastifySchema }, async (req: FastifyRequest, reply: FastifyReply) => {
      // Fastify validated both against the schema, so they have its static types (a type provider cannot resolve
      // a schema that is still a type parameter, so the one cast lives here).
      const query = (req.query ?? {}) as StaticOf<S['querystring']>;
      const params = (req.params ?? {}) as StaticOf<S['params']>;
      const lang = opts.localeParam ? (params as Record<string, unknown>)[opts.localeParam] : (query as { lang?: unknown }).lang;
      const ctx = this.context(query, params, lang);
      // The live version is part of every key: places carry their status under the warnings in force.
      const vary = opts.vary ? `|${opts.vary(ctx)}` : '';
      const key = this.cache.key(req, `${this.store.contentVersion}|${ctx.today}|${this.live.versionKey(ctx.now)}${vary}`);
      const entry = this.cache.get(key, () => {
        const { effects, asOf } = this.placeEffects();
        return localize(withPlaceStatus(build(ctx), effects, asOf), ctx.locale);
      });
      const cacheControl = opts.live ? LIVE_CACHE_CONTROL : CACHE_CONTROL;
      if (!opts.perRequest) return sendJson(req, reply, entry.body, entry.etag, cacheControl);
      // Each answer differs (a random pick), so no shared cache may hand one visitor's answer to the next; the weak
      // ETag of the source still lets a browser keep its copy while the content is unchanged.
      const body = JSON.stringify(opts.perRequest(JSON.parse(entry.body)));
      return sendJson(req, reply, body, `W/${entry.etag}`, PER_REQUEST_CACHE_CONTROL);
    });
  }
}
