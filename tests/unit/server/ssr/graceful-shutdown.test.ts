// Shutdown lets the work in flight finish: a page being rendered when close() begins is still answered whole, and the
// close completes after it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import { FIXTURE_CONTENT, tempDir } from '../helpers';
import { setFakeRender, writeFakeBuild } from './page-renderer-fake';

it('finishes a render in flight before it closes, and says it is not ready meanwhile', async () => {
  const dir = tempDir();
  const { distDir, ssrDir } = writeFakeBuild(dir);
  const config = { ...readConfig({}, dir), distDir, ssrDir, contentDir: path.resolve(FIXTURE_CONTENT), dbPath: path.join(dir, 'store.sqlite') };
  const { app } = await buildApp({ config });
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let started = false;
  setFakeRender(async () => {
    started = true;
    await gate;
    return { html: '<main>finished</main>', state: '{}', status: 200, routeIds: [] };
  });
  const inFlight = app.inject({ url: '/en/sightseeing/temples' });
  await expect.poll(() => started).toBe(true);
  const order: string[] = [];
  const closing = app.close().then(() => order.push('closed'));
  // /readyz says it is closing (or Fastify already refuses new requests while closing: 503 too).
  await expect.poll(async () => (await app.inject({ url: '/readyz' }).catch(() => ({ statusCode: 503 }))).statusCode).toBe(503);
  expect(order).toEqual([]);
  release();
  const res = await inFlight;
  order.push('answered');
  await closing;
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<main>finished</main>');
  expect(order).toEqual(['answered', 'closed']);
  fs.rmSync(dir, { recursive: true, force: true });
});
