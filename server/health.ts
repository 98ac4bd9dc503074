// GET /healthz (the process answers: liveness) and GET /readyz (it can serve pages: stores open, the page renderer
// loaded, not shutting down). Both answer from memory, never through a work queue, so a flooded instance still says
// how it is; a load balancer takes an instance out of rotation on a 503 from /readyz.
import type { FastifyInstance } from 'fastify';
import type { ReactBuild } from './ssr/react-build';

export interface Readiness {
  /** Whether the content store answers a read. */
  store: () => boolean;
  /** Whether the page renderer is loaded; 'absent' when there is no server build (pages go out as the app shell). */
  renderer: () => 'loaded' | 'absent';
  react: () => ReactBuild;
  /** Jobs running and waiting per work queue (server/work). */
  queues: () => Record<string, { running: number; waiting: number }>;
}

export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_req, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const store = readiness.store();
    const ready = store && !closing;
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({
        status: ready ? 'ready' : closing ? 'closing' : 'not ready',
        store: store ? 'open' : 'closed',
        renderer: readiness.renderer(),
        react: readiness.react(),
        queues: readiness.queues(),
      });
  });
}
