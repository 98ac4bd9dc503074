// Error answers of the whole server: a 4xx keeps its message, a 5xx is logged and answered with a generic one;
// no answer ever carries an internal error code (FST_…, ERR_…, SQLITE_…) or a stack.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { WorkBusyError } from '../work/work-queue';

export interface PublicError {
  statusCode: number;
  error: string;
  message: string;
}

/** What a visitor is told about `err`. */
export function publicError(err: Partial<FastifyError>): PublicError {
  const raw = err.validation ? 400 : (err.statusCode ?? 500);
  const statusCode = Number.isInteger(raw) && raw >= 400 && raw < 600 ? raw : 500;
  if (statusCode >= 500) return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' };
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Bad Request', message: String(err.message ?? '').slice(0, 300) };
}

export function handleError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  // A full work queue is a moment's wait, not a fault: the client is told when to come back, and no cache keeps it.
  if (err instanceof WorkBusyError) return sendBusy(reply, err);
  const body = publicError(err);
  if (body.statusCode >= 500) req.log.error(err);
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own early failures (a URL that cannot be decoded, a path parameter over the length limit). */
export function handleFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the path is too long.' : 'The URL is malformed.';
  const statusCode = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Bad Request', message } satisfies PublicError);
}

/** 503 with Retry-After for work refused by a full queue (server/work). */
export function sendBusy(reply: FastifyReply, err: WorkBusyError): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(err.retryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode: 503, error: 'Service Unavailable', message: err.message } satisfies PublicError);
}
