// /walk/macao-walk.bin: the build's compressed copies by Accept-Encoding, a strong ETag and 304, caching, 404 unbuilt.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkPlugin } from '../../../../server/walk/plugin';

let dir: string;
let emptyDir: string;
let app: FastifyInstance;
const raw = Buffer.alloc(4096, 7);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'walk-plugin-'));
  emptyDir = mkdtempSync(join(tmpdir(), 'walk-empty-'));
  writeFileSync(join(dir, 'macao-walk.bin'), raw);
  writeFileSync(join(dir, 'macao-walk.bin.br'), brotliCompressSync(raw));
  writeFileSync(join(dir, 'macao-walk.bin.gz'), gzipSync(raw));
  app = Fastify();
  // As in server/app.ts: global compression must leave the precompressed copy alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(walkPlugin, { prefix: '/walk', dir });
  await app.register(walkPlugin, { prefix: '/empty', dir: emptyDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describe('/walk/macao-walk.bin', () => {
  it('sends the brotli copy to a client that takes it, once compressed', async () => {
    const res = await app.inject({ url: '/walk/macao-walk.bin', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(brotliDecompressSync(res.rawPayload).equals(raw)).toBe(true);
  });

  it('sends gzip, or the plain file, as accepted', async () => {
    const gz = await app.inject({ url: '/walk/macao-walk.bin', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/walk/macao-walk.bin', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(raw)).toBe(true);
  });

  it('has a strong ETag of its bytes and answers If-None-Match with 304', async () => {
    const first = await app.inject({ url: '/walk/macao-walk.bin' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20}"$/);
    const again = await app.inject({ url: '/walk/macao-walk.bin', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('says how to build it when it is missing', async () => {
    const res = await app.inject({ url: '/empty/macao-walk.bin' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/walk:build/);
  });
});
