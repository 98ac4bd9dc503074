// Build files are compressed once (scripts/precompress.ts) and sent as they are, so a flood of requests for a large
// script costs the server no compression work.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { precompress } from '../../../scripts/precompress';
import { FIXTURE_CONTENT } from '../server/helpers';

let app: FastifyInstance;
let dir: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 4000 }, (_, i) => `word${i % 50}`))};`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'macao-precompress-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>t</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'big-abc.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'x');
  writeFileSync(join(dist, 'sw.js'), script);
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Macao', words: script }));
  const done = precompress(dist);
  expect(done.files).toBe(3);
  const config = { ...readConfig({}, dir), distDir: dist, contentDir: resolve(FIXTURE_CONTENT), dbPath: join(dir, 'store.sqlite') };
  ({ app } = await buildApp({ config }));
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressed build files', () => {
  it('sends the brotli file written at build time, byte for byte', async () => {
    const res = await app.inject({ url: '/assets/big-abc.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(readFileSync(join(dir, 'dist/assets/big-abc.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip or the plain file to clients that take nothing better', async () => {
    const gz = await app.inject({ url: '/assets/big-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(join(dir, 'dist/assets/big-abc.js.gz')))).toBe(true);
    const plain = await app.inject({ url: '/assets/big-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // Too small to be worth a file of its own: compressed on the fly as before.
    const tiny = await app.inject({ url: '/assets/tiny-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding'] === 'br' ? brotliDecompressSync(tiny.rawPayload).toString() : tiny.body).toBe('x');
  });

  it('keeps the headers of the file asked for when its .br or .gz goes out', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const sw = await app.inject({ url: '/sw.js', headers });
      expect(sw.headers['content-encoding'], encoding).toBe(encoding || undefined);
      expect(sw.headers['cache-control'], encoding).toBe('no-cache');
      expect(sw.headers['service-worker-allowed'], encoding).toBe('/');
      expect(sw.headers.vary, encoding).toBe('accept-encoding');
      const manifest = await app.inject({ url: '/manifest.webmanifest', headers });
      expect(manifest.headers['cache-control'], encoding).toBe('no-cache');
      const asset = await app.inject({ url: '/assets/big-abc.js', headers });
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });
});
