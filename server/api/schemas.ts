// Schemas shared by the API routes (TypeBox, so each route's ctx.query and ctx.params are typed from its schema):
// every query, param and body is typed and bounded.
import Type, { type Static, type TObject, type TSchema, type TString } from 'typebox';

export const LANG = Type.String({ maxLength: 20 });
export const TEXT = Type.String({ maxLength: 200 });
export const ID = Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_.-]+$' });
export const PAGE = Type.Integer({ minimum: 1, maximum: 100000, default: 1 });
export const PAGESIZE = Type.Integer({ minimum: 1, maximum: 50, default: 10 });
export const MONTH = Type.String({ pattern: '^\\d{6}$' });
/** SPEC §9 range options in metres. */
export const RANGE = Type.Unsafe<100 | 200 | 500 | 1000 | 2000>({ type: 'integer', enum: [100, 200, 500, 1000, 2000], default: 200 });
/** `lon,lat|lon,lat...`: the numbers and bounds are checked by the route. */
export const COORDINATES = Type.String({ maxLength: 2000, pattern: '^[0-9.,|+-]*$' });

/** A query string of optional parameters, `lang` always among them. */
export function query<P extends Record<string, TSchema> = Record<never, TSchema>>(props: P = {} as P) {
  return Type.Partial(Type.Object({ lang: LANG, ...props }));
}

/** Required path parameters, each an id. */
export function params<N extends string>(...names: N[]): TObject<Record<N, TString>> {
  return Type.Object(Object.fromEntries(names.map((n) => [n, ID])) as Record<N, TString>);
}

/** Schema of a route with only `lang` and the given path params. */
export function simple(): { querystring: ReturnType<typeof query> };
export function simple<N extends string>(...paramNames: [N, ...N[]]): { querystring: ReturnType<typeof query>; params: TObject<Record<N, TString>> };
export function simple(...paramNames: string[]): { querystring: ReturnType<typeof query>; params?: TObject } {
  return paramNames.length ? { querystring: query(), params: params(...paramNames) } : { querystring: query() };
}

/** The parts of a route schema the request context is typed from. */
export interface RouteSchema {
  querystring?: TSchema;
  params?: TSchema;
}

/** The static type of a schema part, or an empty object where the route has none. */
export type StaticOf<S> = S extends TSchema ? Static<S> : Record<never, never>;
