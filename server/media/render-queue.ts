// Runs costly renders a few at a time, taking turns between clients, and charges each client the time its renders
// took: a client over its time budget, with too many renders waiting, or meeting a full queue, is told to come back
// later (429), so one client cannot take the CPU (or the queue) from the others.

export class RenderBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many images are being drawn for you at once; try again in a moment.');
    this.name = 'RenderBusyError';
  }
}

export interface RenderQueueOptions {
  /** Renders running at once (each takes a thread of the pool). */
  concurrency?: number;
  /** Renders one client may have waiting or running. A browser opens at most six connections per host. */
  perClient?: number;
  /** Renders waiting in all. */
  maxWaiting?: number;
  /** Render time a client may spend in one burst, in ms. */
  burstMs?: number;
  /** Render time a client earns back per second, in ms: its long-run share of one core. */
  refillMsPerSecond?: number;
  now?: () => number;
}

interface Client {
  /** Render time left, in ms, as of `at`. */
  ms: number;
  at: number;
  /** When the client last had a turn (a sequence number; 0 = never). */
  served: number;
}

/** Clients remembered at most; a client whose budget is full again is forgotten first. */
const MAX_CLIENTS = 10_000;

interface Job {
  run: () => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

export class RenderQueue {
  private readonly concurrency: number;
  private readonly perClient: number;
  private readonly maxWaiting: number;
  private readonly burstMs: number;
  private readonly refill: number;
  private readonly now: () => number;
  private readonly waiting = new Map<string, Job[]>();
  private readonly inUse = new Map<string, number>();
  /** Budgets and turns, least recently charged first (pruned beyond MAX_CLIENTS). */
  private readonly clients = new Map<string, Client>();
  private waitingCount = 0;
  private running = 0;
  private turns = 0;

  constructor(opts: RenderQueueOptions = {}) {
    this.concurrency = opts.concurrency ?? 1;
    this.perClient = opts.perClient ?? 8;
    this.maxWaiting = opts.maxWaiting ?? 64;
    this.burstMs = opts.burstMs ?? 5_000;
    this.refill = opts.refillMsPerSecond ?? 500;
    this.now = opts.now ?? (() => performance.now());
  }

  /** The client's record with its budget brought up to now (negative after an expensive render). */
  private client(name: string): Client {
    const now = this.now();
    let c = this.clients.get(name);
    if (!c) {
      c = { ms: this.burstMs, at: now, served: 0 };
      this.clients.set(name, c);
      if (this.clients.size > MAX_CLIENTS) {
        for (const [old] of this.clients) {
          if (this.clients.size <= MAX_CLIENTS / 2) break;
          if (!this.inUse.has(old)) this.clients.delete(old);
        }
      }
    }
    c.ms = Math.min(this.burstMs, c.ms + ((now - c.at) / 1000) * this.refill);
    c.at = now;
    return c;
  }

  /** Runs `task` when its turn comes; rejects at once with RenderBusyError when the client or the queue is full. */
  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    const held = this.inUse.get(name) ?? 0;
    const left = this.client(name).ms;
    if (left <= 0) return Promise.reject(new RenderBusyError(Math.ceil(-left / this.refill) + 1));
    if (held >= this.perClient || this.waitingCount >= this.maxWaiting) return Promise.reject(new RenderBusyError(1));
    this.inUse.set(name, held + 1);
    const timed = async (): Promise<T> => {
      const start = this.now();
      try {
        return await task();
      } finally {
        const c = this.client(name);
        c.ms -= this.now() - start;
        // Re-inserted: the least recently charged clients are the first pruned.
        this.clients.delete(name);
        this.clients.set(name, c);
      }
    };
    return new Promise<T>((resolve, reject) => {
      const list = this.waiting.get(name) ?? [];
      list.push({ run: timed, resolve: resolve as (v: unknown) => void, reject });
      this.waiting.set(name, list);
      this.waitingCount += 1;
      this.next();
    }).finally(() => {
      const n = (this.inUse.get(name) ?? 1) - 1;
      if (n > 0) this.inUse.set(name, n);
      else this.inUse.delete(name);
    });
  }

  /** Starts jobs while there is room: each time the waiting client whose last turn is the oldest goes next. */
  private next(): void {
    while (this.running < this.concurrency && this.waitingCount > 0) {
      let pick: string | undefined;
      let oldest = Infinity;
      for (const name of this.waiting.keys()) {
        const served = this.clients.get(name)?.served ?? 0;
        if (served < oldest) {
          oldest = served;
          pick = name;
        }
      }
      const list = this.waiting.get(pick!)!;
      const job = list.shift()!;
      if (list.length === 0) this.waiting.delete(pick!);
      this.waitingCount -= 1;
      this.client(pick!).served = this.turns += 1;
      this.running += 1;
      job
        .run()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }

  get pending(): number {
    return this.waitingCount + this.running;
  }
}
