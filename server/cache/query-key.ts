// What selects a cached API answer: the route, its path parameters and only the query parameters its schema declares, so an undeclared parameter (`?z=1`, `?z=2` …) can neither make new entries nor push others out.
import type { FastifyRequest } from 'fastify';

interface Declared {
  names: string[];
  defaults: Map<string, unknown>;
}

const declaredBySchema = new WeakMap<object, Declared>();
const NONE: Declared = { names: [], defaults: new Map() };

function declared(schema: unknown): Declared {
  if (typeof schema !== 'object' || schema === null) return NONE;
  let d = declaredBySchema.get(schema);
  if (!d) {
    const props = (schema as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
    const names = Object.keys(props).sort();
    d = { names, defaults: new Map(names.map((n) => [n, props[n]?.default])) };
    declaredBySchema.set(schema, d);
  }
  return d;
}

function encode(o: Record<string, unknown>, names: readonly string[]): string {
  return names
    .filter((n) => Object.hasOwn(o, n) && o[n] !== undefined)
    .map((n) => `${n}=${JSON.stringify(o[n])}`)
    .join('&');
}

export interface QueryKey {
  key: string;
  /**
   * True when a declared parameter other than `lang` departs from its default (a keyword, a page, coordinates …):
   * such answers are many and rarely asked twice, so they are kept apart from the site's fixed answers.
   */
  varies: boolean;
}

export function queryKey(req: FastifyRequest, scope: string): QueryKey {
  const schema = req.routeOptions.schema;
  const query = (req.query ?? {}) as Record<string, unknown>;
  const params = (req.params ?? {}) as Record<string, unknown>;
  const q = declared(schema?.querystring);
  // Path parameters are all kept: the route itself names them.
  const paramNames = Object.keys(params).sort();
  const varies = q.names.some((n) => n !== 'lang' && Object.hasOwn(query, n) && query[n] !== undefined && query[n] !== q.defaults.get(n));
  return { key: `${scope}|${req.method} ${req.routeOptions.url ?? ''}|${encode(params, paramNames)}|${encode(query, q.names)}`, varies };
}
