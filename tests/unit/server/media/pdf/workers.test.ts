// PDF worker threads: a worker left with nothing to do is stopped after its idle time (its fonts are a few hundred
// megabytes), one with a PDF in hand never is, and the next PDF starts a new worker that answers as before.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PdfWorkers } from '../../../../../server/media/pdf/workers';
import type { PdfDocumentSource } from '../../../../../server/media/pdf/model';

// A stand-in for dist-server/pdf-worker.js: answers each job with its title as the "PDF", or holds it.
const dir = mkdtempSync(join(tmpdir(), 'pdf-workers-'));
const file = join(dir, 'worker.mjs');
writeFileSync(
  file,
  `import { parentPort } from 'node:worker_threads';\n` +
    `parentPort.on('message', ({ id, source }) => { if (source.hold) return; parentPort.postMessage({ id, pdf: new TextEncoder().encode(source.title) }); });\n`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job = (title: string, hold = false) => ({ title, hold }) as unknown as PdfDocumentSource;
const pools: PdfWorkers[] = [];
function pool(idleMs: number): PdfWorkers {
  const p = new PdfWorkers(1, pathToFileURL(file), [], idleMs);
  pools.push(p);
  return p;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('PdfWorkers', () => {
  it('stops a worker once it has been idle for its idle time, and starts a new one for the next PDF', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const workers = pool(30_000);
    expect((await workers.render(job('first'))).toString()).toBe('first');
    expect(workers.running).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(workers.running).toBe(1);
    vi.advanceTimersByTime(1);
    expect(workers.running).toBe(0);
    expect((await workers.render(job('second'))).toString()).toBe('second');
    expect(workers.running).toBe(1);
  });

  it('keeps a worker that still has a PDF to make', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const workers = pool(1_000);
    const held = workers.render(job('held', true));
    held.catch(() => undefined);
    await workers.render(job('done'));
    vi.advanceTimersByTime(5_000);
    expect(workers.running).toBe(1);
  });

  it('a PDF asked while the worker waits to be stopped keeps it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const workers = pool(1_000);
    await workers.render(job('a'));
    vi.advanceTimersByTime(900);
    await workers.render(job('b'));
    vi.advanceTimersByTime(900);
    expect(workers.running).toBe(1);
  });
});
