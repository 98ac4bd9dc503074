// PDFs typeset in worker threads (worker.ts), so the main thread keeps answering while they are made. One worker per
// PDF the queue runs at once; each loads its fonts once and is started on first use. A worker that dies fails only
// its own jobs and is replaced by the next job. A worker idle for IDLE_MS is stopped: with every script's fonts loaded
// it holds about 190 MB (measured after 42 PDFs in 14 languages), which a process that makes a PDF now and then should
// not keep; the next PDF starts a new one.
import { Worker } from 'node:worker_threads';
import type { PdfDocumentSource } from './model';

interface Slot {
  worker: Worker;
  jobs: Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>;
  idle?: ReturnType<typeof setTimeout>;
}

/** How long a worker with nothing to do is kept: a burst of PDFs reuses it, a quiet half-minute lets it go. */
export const IDLE_MS = 30_000;

export class PdfWorkers {
  private readonly slots: (Slot | undefined)[];
  private nextId = 1;

  /** `file` is the worker's module (compiled: dist-server/pdf-worker.js). */
  constructor(
    size: number,
    private readonly file: URL,
    private readonly execArgv: string[] = [],
    private readonly idleMs = IDLE_MS,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => undefined);
  }

  render(source: PdfDocumentSource): Promise<Buffer> {
    const index = this.leastBusy();
    const slot = this.slots[index] ?? this.start(index);
    clearTimeout(slot.idle);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.jobs.set(id, { resolve, reject });
      slot.worker.postMessage({ id, source });
    });
  }

  private leastBusy(): number {
    let best = 0;
    for (let i = 0; i < this.slots.length; i++) if ((this.slots[i]?.jobs.size ?? 0) < (this.slots[best]?.jobs.size ?? 0)) best = i;
    return best;
  }

  private start(index: number): Slot {
    const worker = new Worker(this.file, { execArgv: this.execArgv });
    const slot: Slot = { worker, jobs: new Map() };
    this.slots[index] = slot;
    worker.on('message', (msg: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = slot.jobs.get(msg.id);
      if (!job) return;
      slot.jobs.delete(msg.id);
      if (slot.jobs.size === 0) this.retireWhenIdle(index, slot);
      if (msg.pdf) job.resolve(Buffer.from(msg.pdf.buffer, msg.pdf.byteOffset, msg.pdf.byteLength));
      else job.reject(new Error(msg.error ?? 'the PDF worker failed'));
    });
    const fail = (err: Error) => {
      if (this.slots[index] === slot) this.slots[index] = undefined;
      for (const job of slot.jobs.values()) job.reject(err);
      slot.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PDF worker stopped (exit code ${code})`)));
    // An idle worker does not keep the process alive.
    worker.unref();
    return slot;
  }

  /** Workers started and not yet stopped. */
  get running(): number {
    return this.slots.filter(Boolean).length;
  }

  private retireWhenIdle(index: number, slot: Slot): void {
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      if (slot.jobs.size > 0 || this.slots[index] !== slot) return;
      this.slots[index] = undefined;
      void slot.worker.terminate();
    }, this.idleMs);
    // The timer does not keep the process alive either.
    slot.idle.unref();
  }

  async close(): Promise<void> {
    for (const s of this.slots) clearTimeout(s?.idle);
    await Promise.all(this.slots.map((s) => s?.worker.terminate()));
  }
}

/**
 * Worker threads for PDFs when the server runs compiled (the worker is dist-server/pdf-worker.js, beside the bundle);
 * undefined under tsx (development, tests), where PDFs are typeset on the main thread.
 */
export function compiledPdfWorkers(size: number): PdfWorkers | undefined {
  const here = import.meta.url;
  return here.endsWith('.js') ? new PdfWorkers(size, new URL('./pdf-worker.js', here)) : undefined;
}
