// JSON-schema pieces shared by the API routes: every query, param and body is typed and bounded.

export const LANG = { type: 'string', maxLength: 20 } as const;
export const TEXT = { type: 'string', maxLength: 200 } as const;
export const ID = { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_.-]+$' } as const;
export const PAGE = { type: 'integer', minimum: 1, maximum: 100000, default: 1 } as const;
export const PAGESIZE = { type: 'integer', minimum: 1, maximum: 50, default: 10 } as const;
export const MONTH = { type: 'string', pattern: '^\\d{6}$' } as const;
export const RANGE = { type: 'integer', enum: [100, 200, 500, 1000, 2000], default: 200 } as const;
/** `lon,lat|lon,lat...`: the numbers and bounds are checked by the route. */
export const COORDINATES = { type: 'string', maxLength: 2000, pattern: '^[0-9.,|+-]*$' } as const;

export function query(props: Record<string, object> = {}): object {
  return { type: 'object', properties: { lang: LANG, ...props } };
}

export function params(...names: string[]): object {
  return { type: 'object', properties: Object.fromEntries(names.map((n) => [n, ID])), required: names };
}

/** Schema of a route with only `lang` and the given path params. */
export function simple(...paramNames: string[]): { querystring: object; params?: object } {
  return paramNames.length ? { querystring: query(), params: params(...paramNames) } : { querystring: query() };
}
