// Whether an error means the live store cannot be reached or used right now (PostgreSQL down or restarting, a pool
// that cannot connect, SQLite locked or its file unreadable): the request may succeed later, so it gets 503 with
// Retry-After instead of a 500.

/** Seconds a client should wait before trying a write again during a store outage. */
export const OUTAGE_RETRY_AFTER_S = 5;

// PostgreSQL SQLSTATE classes: 08 connection exception, 53 insufficient resources, 57 operator intervention
// (57P01 admin shutdown, 57P03 cannot connect now), 58 system error.
const PG_CLASSES = ['08', '53', '57', '58'];
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|CORRUPT|NOTADB|FULL|READONLY|PROTOCOL)/;
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isStoreOutage(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NODE_CODES.has(code) || SQLITE_CODES.test(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && PG_CLASSES.includes(code.slice(0, 2))) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some((x) => isStoreOutage(x))) return true;
  }
  return false;
}
