// Why the server could not start, said in one line an operator can act on (no stack): bad settings, content errors,
// a busy port, an unusable store.
import { ConfigError } from '../config';
import { ContentError } from '../import/errors';

/** A start-up failure whose message is already the one line to print. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

export function startFailureLine(err: unknown, where: { port: number; host: string } | undefined): string {
  if (err instanceof ConfigError) return `Bad setting: ${err.message}`;
  if (err instanceof ContentError) return `Content import failed: ${err.message}`;
  if (err instanceof StartupError) return err.message;
  const e = err as NodeJS.ErrnoException;
  if (where && e?.code === 'EADDRINUSE') return `Port ${where.port} on ${where.host} is already in use: stop the other server or choose another PORT.`;
  if (where && e?.code === 'EACCES') return `Not allowed to listen on port ${where.port} on ${where.host}: choose a PORT above 1023.`;
  if (where && e?.code === 'EADDRNOTAVAIL') return `HOST ${where.host} is not an address of this machine.`;
  const message = e instanceof Error ? e.message : String(err);
  return `Could not start: ${message.split('\n')[0]}`;
}
