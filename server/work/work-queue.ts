// A bounded queue for expensive work (page renders, PDFs, images, narration, clips): a few jobs run at once, a few
// more wait, and anything beyond is refused at once with a time to come back, so a flood is answered with 503s
// instead of piling up until every request times out. Identical jobs in flight (same key) share one promise; each job
// has a time budget from the moment it is asked for, after which its caller is answered and the job is aborted.
import { AsyncResource } from 'node:async_hooks';
import type { WorkGate } from './gate';

/** The queue is full (or closing): answer 503 with Retry-After. */
export class WorkBusyError extends Error {
  readonly statusCode = 503;
  constructor(
    readonly queue: string,
    readonly retryAfterSeconds: number,
  ) {
    super('The server is busy; please try again in a moment.');
    this.name = 'WorkBusyError';
  }
}

/** A job ran past its time budget: its caller is answered 503, the job is aborted through its signal. */
export class WorkTimeoutError extends WorkBusyError {
  constructor(queue: string, retryAfterSeconds: number) {
    super(queue, retryAfterSeconds);
    this.name = 'WorkTimeoutError';
  }
}

export interface WorkQueueOptions {
  /** Named in logs and errors. */
  name: string;
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a turn; one more is refused with WorkBusyError. */
  maxWaiting: number;
  /** Time budget of a job, waiting included, in ms. */
  timeoutMs: number;
}

export type Task<T> = (signal: AbortSignal) => Promise<T>;

interface Job {
  key: string;
  task: Task<unknown>;
  controller: AbortController;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
  state: 'waiting' | 'running' | 'done';
  /** Settles when the task itself has ended (a timed-out task may still be running). */
  ended: Promise<void> | undefined;
}

/** How long close() waits for aborted tasks to stop. */
const ABORT_WAIT_MS = 2000;

/** Longest Retry-After we ask for, in seconds. */
const MAX_RETRY_AFTER = 30;

export class WorkQueue {
  private readonly opts: WorkQueueOptions;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly waiting: Job[] = [];
  private readonly runningJobs = new Set<Job>();
  private closed = false;
  /** Moving average of how long a job runs, in ms, for Retry-After. */
  private averageMs = 1000;

  constructor(opts: WorkQueueOptions) {
    this.opts = { ...opts, concurrency: Math.max(1, opts.concurrency), maxWaiting: Math.max(0, opts.maxWaiting) };
  }

  /** This queue as a WorkGate, for modules that only run jobs through it. */
  readonly gate: WorkGate = (key, task) => this.run(key, task);

  get name(): string {
    return this.opts.name;
  }

  get concurrency(): number {
    return this.opts.concurrency;
  }

  get running(): number {
    return this.runningJobs.size;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Whether a new key would be refused right now. */
  get full(): boolean {
    return this.closed || (this.runningJobs.size >= this.opts.concurrency && this.waiting.length >= this.opts.maxWaiting);
  }

  /** The refusal a new key would meet right now, or undefined when it would be taken. */
  busy(): WorkBusyError | undefined {
    return this.full ? new WorkBusyError(this.opts.name, this.retryAfterSeconds()) : undefined;
  }

  /** Seconds until a turn is likely free: the work ahead divided among the slots, at least one second. */
  retryAfterSeconds(): number {
    const ahead = this.waiting.length + this.runningJobs.size;
    return Math.min(MAX_RETRY_AFTER, Math.max(1, Math.ceil((ahead * this.averageMs) / this.opts.concurrency / 1000)));
  }

  /** Runs `task` in its turn; the same `key` while one is in flight gets that job's promise. */
  run<T>(key: string, queued: Task<T>): Promise<T> {
    const shared = this.inFlight.get(key);
    if (shared) return shared as Promise<T>;
    if (this.full) return Promise.reject(new WorkBusyError(this.opts.name, this.retryAfterSeconds()));
    // The task runs in the async context of the request that queued it (its request id in the logs), not of the job
    // whose end freed the slot.
    const task = AsyncResource.bind(queued);
    let job!: Job;
    const promise = new Promise<unknown>((resolve, reject) => {
      job = { key, task, controller: new AbortController(), resolve, reject, timer: undefined, state: 'waiting', ended: undefined };
    });
    this.inFlight.set(key, promise);
    job.timer = setTimeout(() => this.timeOut(job), this.opts.timeoutMs);
    if (this.runningJobs.size < this.opts.concurrency) this.start(job);
    else this.waiting.push(job);
    return promise as Promise<T>;
  }

  private start(job: Job): void {
    job.state = 'running';
    this.runningJobs.add(job);
    const began = performance.now();
    job.ended = (async () => {
      try {
        const value = await job.task(job.controller.signal);
        this.finish(job, () => job.resolve(value));
      } catch (err) {
        this.finish(job, () => job.reject(err));
      } finally {
        this.averageMs = this.averageMs * 0.8 + (performance.now() - began) * 0.2;
      }
    })();
  }

  /** Settles the caller once and frees the job's slot for the next in line. */
  private finish(job: Job, settle: () => void): void {
    if (job.state === 'done') return;
    const wasRunning = job.state === 'running';
    job.state = 'done';
    clearTimeout(job.timer);
    this.inFlight.delete(job.key);
    this.runningJobs.delete(job);
    settle();
    if (wasRunning) this.next();
  }

  private timeOut(job: Job): void {
    if (job.state === 'waiting') this.waiting.splice(this.waiting.indexOf(job), 1);
    // The slot is freed now, not when an aborted task gets round to stopping: a stuck job never blocks the queue.
    this.finish(job, () => job.reject(new WorkTimeoutError(this.opts.name, this.retryAfterSeconds())));
    job.controller.abort(new WorkTimeoutError(this.opts.name, 1));
  }

  private next(): void {
    while (!this.closed && this.runningJobs.size < this.opts.concurrency && this.waiting.length > 0) this.start(this.waiting.shift()!);
  }

  /**
   * Stops taking work: waiting jobs are refused, running ones get `graceMs` to finish, then they are aborted (their
   * signal stops the child processes they started). Resolves once every running task has ended or been aborted.
   */
  async close(graceMs: number): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) this.finish(job, () => job.reject(new WorkBusyError(this.opts.name, MAX_RETRY_AFTER)));
    const running = [...this.runningJobs].map((j) => j.ended ?? Promise.resolve());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    const outcome = await Promise.race([Promise.all(running).then(() => 'done' as const), grace]);
    clearTimeout(timer);
    if (outcome === 'late') {
      for (const job of this.runningJobs) job.controller.abort(new WorkBusyError(this.opts.name, MAX_RETRY_AFTER));
      // A task that ignores its signal does not hold the shutdown up.
      await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, ABORT_WAIT_MS).unref())]);
    }
  }
}
