// The operator page: served at /operator and every screen under it, never stored, never indexed; the API's
// unknown paths stay the API's 404.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOperatorPage } from '../../../../server/operator/page';
import { tempDir } from '../helpers';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = tempDir();
  fs.writeFileSync(path.join(dir, 'operator.html'), '<!doctype html><title>Operator</title><div id="root"></div>');
  app = Fastify();
  await registerOperatorPage(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('operator page', () => {
  it.each(['/operator', '/operator/', '/operator/announcements', '/operator/warnings?x=1', '/operator.html', '/operator.html?v=2'])(
    'serves %s uncached and unindexed',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('<title>Operator</title>');
    },
  );

  it('leaves unknown API paths a JSON 404', async () => {
    const res = await app.inject('/operator/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 (not a server error) before the app is built', async () => {
    const bare = Fastify();
    await registerOperatorPage(bare, path.join(dir, 'missing'));
    const res = await bare.inject('/operator');
    expect(res.statusCode).toBe(404);
    await bare.close();
  });
});
