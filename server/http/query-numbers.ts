// Numbers in a query string must be written as plain decimals before the schema coerces them: Ajv turns "1e309" and
// "Infinity" into Infinity (which passes `integer` and `maximum` and reaches SQL as null) and "0x10" into 16.
// This preValidation hook refuses such a value with a 400 for every parameter a route's schema types as a number.
import type { FastifyReply, FastifyRequest } from 'fastify';

const INTEGER = /^-?\d{1,16}$/;
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

interface PropertySchema {
  type?: unknown;
  anyOf?: PropertySchema[];
}

/** Whether a schema property takes a number: 'integer', 'number', or null when it takes neither. */
function numberKind(p: PropertySchema | undefined): 'integer' | 'number' | null {
  if (!p) return null;
  if (p.type === 'integer' || p.type === 'number') return p.type;
  for (const alt of p.anyOf ?? []) {
    const k = numberKind(alt);
    if (k) return k;
  }
  return null;
}

/** The problem with a query's numbers for this schema, or null when each is a plain finite decimal. */
export function queryNumberProblem(query: Record<string, unknown>, schema: { properties?: Record<string, PropertySchema> } | undefined): string | null {
  const props = schema?.properties;
  if (!props) return null;
  for (const [name, value] of Object.entries(query)) {
    const kind = Object.hasOwn(props, name) ? numberKind(props[name]) : null;
    if (!kind) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== 'string') continue;
      if (!(kind === 'integer' ? INTEGER : DECIMAL).test(v.trim()))
        return `querystring/${name} must be a plain ${kind === 'integer' ? 'whole number' : 'decimal number'}`;
    }
  }
  return null;
}

export async function strictQueryNumbers(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const problem = queryNumberProblem(req.query as Record<string, unknown>, req.routeOptions.schema?.querystring as never);
  if (problem) await reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: problem });
}
