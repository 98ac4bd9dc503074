// Starts the server on PORT and shuts it down gracefully on SIGTERM/SIGINT; a start that cannot succeed ends with
// one line saying why and a non-zero exit code, never a stack.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig, type ServerConfig } from './config';
import { startFailureLine } from './startup/errors';

function fail(err: unknown, where?: { port: number; host: string }): never {
  console.error(startFailureLine(err, where));
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(err);
  process.exit(1);
}

async function main() {
  let config: ServerConfig;
  try {
    config = readConfig();
  } catch (err) {
    fail(err);
  }
  let app: FastifyInstance;
  try {
    ({ app } = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' }, prepareMedia: process.env.PREPARE_MEDIA !== '0' }));
  } catch (err) {
    fail(err);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    fail(err, { port: config.port, host: config.host });
  }
}

void main();
