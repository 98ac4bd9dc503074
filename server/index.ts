// Starts the server on PORT and shuts it down gracefully on SIGTERM/SIGINT.
import { buildApp } from './app';
import { readConfig } from './config';
import { ContentError } from './import';

async function main() {
  const config = readConfig();
  let built;
  try {
    built = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' }, prepareMedia: process.env.PREPARE_MEDIA !== '0' });
  } catch (err) {
    if (err instanceof ContentError) {
      console.error(`Content import failed: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const { app } = built;
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
  await app.listen({ port: config.port, host: config.host });
}

void main();
