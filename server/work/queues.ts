// The process's queues for expensive work, one per kind so a flood of PDFs does not refuse pages: each sized to the
// cores. Page renders, PDFs and PNGs run on the main thread (or resvg's pool), narration and clips in ffmpeg.
import { availableParallelism } from 'node:os';
import { WorkQueue, type WorkQueueOptions } from './work-queue';
import { childProcesses } from './children';

export type WorkKind = 'pages' | 'pdf' | 'images' | 'media';

export type WorkQueues = Record<WorkKind, WorkQueue> & {
  /** Stops taking work, lets running jobs finish within `graceMs`, then stops them and every child process. */
  close(graceMs: number): Promise<void>;
};

export type WorkLimits = Record<WorkKind, Omit<WorkQueueOptions, 'name'>>;

export function defaultWorkLimits(cores = availableParallelism()): WorkLimits {
  return {
    // Renders run on the main thread (renderToString is synchronous): more at once only interleaves their long tasks
    // with the cheap answers, so as many as the cores (their API reads wait in between), and a short line.
    pages: { concurrency: cores, maxWaiting: cores * 8, timeoutMs: 15_000 },
    pdf: { concurrency: Math.max(1, cores - 1), maxWaiting: cores * 4, timeoutMs: 30_000 },
    images: { concurrency: cores, maxWaiting: cores * 16, timeoutMs: 20_000 },
    // ffmpeg runs one file at a time (server/media-files/file-cache.ts): a few callers wait for it.
    media: { concurrency: 1, maxWaiting: cores * 4, timeoutMs: 120_000 },
  };
}

export function createWorkQueues(limits: Partial<WorkLimits> = {}): WorkQueues {
  const all = { ...defaultWorkLimits(), ...limits };
  const queues = {
    pages: new WorkQueue({ name: 'pages', ...all.pages }),
    pdf: new WorkQueue({ name: 'pdf', ...all.pdf }),
    images: new WorkQueue({ name: 'images', ...all.images }),
    media: new WorkQueue({ name: 'media', ...all.media }),
  };
  return {
    ...queues,
    async close(graceMs) {
      await Promise.all(Object.values(queues).map((q) => q.close(graceMs)));
      await childProcesses.stopAll();
    },
  };
}
