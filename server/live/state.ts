// The live state an instance serves from memory: loaded from the live store, reloaded when its revision changes
// (polled, and on PostgreSQL also pushed by NOTIFY from the instance that wrote), so every instance on one database
// serves a publish within seconds. It also fires the publish event: once per announcement across all instances,
// when the announcement becomes visible (at once, or at its scheduled issue time).
import type pg from 'pg';
import { timePhase } from '#shared/current';
import type { PostgresDb } from './db';
import { LIVE_CHANNEL } from './repo-live';
import type { LiveStore } from './store';
import type { LiveAnnouncement, LiveData } from './types';

export type PublishListener = (announcement: LiveAnnouncement) => void | Promise<void>;

export interface LiveStateOptions {
  store: LiveStore;
  /** How often to look for changes made elsewhere and for scheduled announcements that came due. */
  pollMs?: number;
  now?: () => Date;
  log?: { warn: (msg: string) => void; error: (obj: unknown, msg?: string) => void };
}

export const DEFAULT_POLL_MS = 5_000;

export class LiveState {
  private data: LiveData;
  private readonly listeners = new Set<PublishListener>();
  private readonly changeListeners = new Set<() => void>();
  /** When the state was last found current with the store (wall clock, for the lag in /metrics). */
  private currentAt = Date.now();
  private timer: NodeJS.Timeout | undefined;
  private listener: pg.Client | undefined;
  private stopped = false;
  private refreshing: Promise<void> | undefined;
  private dispatching: Promise<void> | undefined;
  private readonly now: () => Date;
  private readonly pollMs: number;

  private constructor(
    private readonly opts: LiveStateOptions,
    first: LiveData,
  ) {
    this.data = first;
    this.now = opts.now ?? (() => new Date());
    this.pollMs = opts.pollMs ?? DEFAULT_POLL_MS;
  }

  static async open(opts: LiveStateOptions): Promise<LiveState> {
    return new LiveState(opts, await opts.store.load());
  }

  get store(): LiveStore {
    return this.opts.store;
  }

  /** The state as last loaded. */
  get current(): LiveData {
    return this.data;
  }

  /** Active announcements visitors see now (from their issue time until their end time), newest first. */
  visibleAnnouncements(at: Date = this.now()): LiveAnnouncement[] {
    const seconds = Math.floor(at.getTime() / 1000);
    return this.data.announcements
      .filter((a) => a.active && timePhase({ start: a.issuedTime, end: a.endTime }, seconds) === 'current')
      .sort((a, b) => b.issuedTime - a.issuedTime || a.id.localeCompare(b.id));
  }

  /** Changes whenever what visitors see changes: a write anywhere, or an announcement coming due or ending. */
  versionKey(at: Date = this.now()): string {
    return `${this.data.revision}.${this.visibleAnnouncements(at).length}`;
  }

  /** Reloads when the revision in the store moved on; concurrent calls share one reload. */
  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const { revision } = await this.store.revision();
        if (revision !== this.data.revision) {
          this.data = await this.store.load();
          for (const fn of this.changeListeners) fn();
        }
        this.currentAt = Date.now();
      } catch (err) {
        // The last state keeps being served; the next poll tries again.
        this.opts.log?.error(err, 'live state: reload failed');
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  /** Seconds since the state was last found current with the store. */
  lagSeconds(): number {
    return (Date.now() - this.currentAt) / 1000;
  }

  /** Called after the state reloaded with a change, made here or by another instance. */
  onChange(fn: () => void): () => void {
    this.changeListeners.add(fn);
    return () => this.changeListeners.delete(fn);
  }

  onPublish(fn: PublishListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Fires the publish event for every announcement that came due and that no instance has claimed yet. */
  dispatchDue(): Promise<void> {
    this.dispatching ??= (async () => {
      try {
        const at = this.now();
        for (const a of await this.store.duePublishes(Math.floor(at.getTime() / 1000))) {
          if (!(await this.store.claimPublish(a.id, at.getTime()))) continue;
          for (const fn of this.listeners) {
            try {
              await fn({ ...a, publishedAt: at.getTime() });
            } catch (err) {
              this.opts.log?.error(err, `live state: a publish listener failed for "${a.id}"`);
            }
          }
        }
      } catch (err) {
        this.opts.log?.error(err, 'live state: publish dispatch failed');
      } finally {
        this.dispatching = undefined;
      }
    })();
    return this.dispatching;
  }

  /** After a write through this instance: serve it at once and fire its publish event if it is due. */
  async afterWrite(): Promise<void> {
    // A poll already under way may have read the revision before this write: let it end, then read again.
    await this.refreshing;
    await this.refresh();
    await this.dispatchDue();
  }

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      void Promise.all([this.refresh(), this.dispatchDue()]).finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.pollMs).unref();
      });
    };
    this.timer = setTimeout(tick, this.pollMs).unref();
    if (this.store.engine === 'postgres') void this.listen();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = await (this.store.db as PostgresDb).connectListener();
      if (this.stopped) {
        await client.end();
        return;
      }
      this.listener = client;
      client.on('notification', () => void this.refresh());
      client.on('error', () => {
        this.listener = undefined;
        void client.end().catch(() => undefined);
        // Polling carries on meanwhile; listening resumes after a pause.
        if (!this.stopped) setTimeout(() => void this.listen(), this.pollMs).unref();
      });
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      this.opts.log?.warn(`live state: LISTEN failed (${(err as Error).message}); polling every ${this.pollMs} ms`);
      if (!this.stopped) setTimeout(() => void this.listen(), this.pollMs * 4).unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([this.refreshing, this.dispatching]);
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }
}
