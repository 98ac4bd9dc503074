// One id per visitor request: the in-process calls a request makes (the page render's API reads) log under its id,
// work a queue runs later on its behalf too, and a proxy's id is kept when it looks like one.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { currentRequestId, registerRequestScope, requestId, withRequestId } from '../../../../server/http/request-id';
import { WorkQueue } from '../../../../server/work/work-queue';

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function serve() {
  const app = Fastify({ genReqId: requestId });
  registerRequestScope(app);
  apps.push(app);
  app.get('/inner', async (req) => ({ id: req.id }));
  app.get('/outer', async (req) => {
    const inner = await app.inject({ method: 'GET', url: '/inner' });
    return { id: req.id, inner: (inner.json() as { id: string }).id };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

describe('request ids', () => {
  it('an in-process call carries the id of the request that made it; requests from the network get their own', async () => {
    const base = await serve();
    const a = (await (await fetch(`${base}/outer`)).json()) as { id: string; inner: string };
    const b = (await (await fetch(`${base}/outer`)).json()) as { id: string; inner: string };
    expect(a.inner).toBe(a.id);
    expect(b.inner).toBe(b.id);
    expect(a.id).not.toBe(b.id);
  });

  it("keeps a proxy's X-Request-Id when it looks like an id, and replaces one that could break a log line", async () => {
    const base = await serve();
    const kept = (await (await fetch(`${base}/outer`, { headers: { 'x-request-id': 'edge-1234abcd' } })).json()) as { id: string; inner: string };
    expect(kept).toEqual({ id: 'edge-1234abcd', inner: 'edge-1234abcd' });
    const odd = (await (await fetch(`${base}/outer`, { headers: { 'x-request-id': 'x y"z' } })).json()) as { id: string };
    expect(odd.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a queued job runs under the id of the request that queued it, not of the job that freed its slot', async () => {
    const queue = new WorkQueue({ name: 'test', concurrency: 1, maxWaiting: 4, timeoutMs: 5_000 });
    let release!: () => void;
    const first = withRequestId('request-a-0001', () =>
      queue.run('a', async () => {
        const id = currentRequestId();
        await new Promise<void>((r) => (release = r));
        return id;
      }),
    );
    const second = withRequestId('request-b-0002', () => queue.run('b', async () => currentRequestId()));
    release();
    expect(await first).toBe('request-a-0001');
    expect(await second).toBe('request-b-0002');
    await queue.close(100);
  });
});
