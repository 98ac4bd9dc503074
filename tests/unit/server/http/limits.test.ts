// Request timeouts: a request body that never ends loses its connection once the request time is up.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { readConfig } from '../../../../server/config';
import { FIXTURE_CONTENT } from '../helpers';

describe('a request body that never ends', { timeout: 30_000 }, () => {
  it('loses its connection once the request time is up', async () => {
    const timeouts = { requestMs: 1000, headersMs: 1000, idleMs: 5000, keepAliveMs: 1000, checkEveryMs: 200 };
    const slowDir = mkdtempSync(join(tmpdir(), 'macao-slow-'));
    const config = {
      ...readConfig({}, slowDir),
      distDir: join(slowDir, 'no-dist'),
      contentDir: resolve(FIXTURE_CONTENT),
      dbPath: join(slowDir, 's.sqlite'),
      timeouts,
    };
    const { app: slow } = await buildApp({ config });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.server.address() as net.AddressInfo;
    const started = Date.now();
    const outcome = await new Promise<string>((done) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/uit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
        const drip = setInterval(() => socket.write(' '), 300);
        let answer = '';
        socket.on('data', (d) => (answer += d.toString()));
        socket.on('close', () => {
          clearInterval(drip);
          done(answer.split('\r\n')[0] ?? '');
        });
        socket.on('error', () => undefined);
      });
    });
    const took = Date.now() - started;
    await slow.close();
    rmSync(slowDir, { recursive: true, force: true });
    expect(took).toBeLessThan(4000);
    expect(outcome === '' || /^HTTP\/1\.1 408/.test(outcome)).toBe(true);
  });
});
