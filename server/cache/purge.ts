// Tells the shared caches in front of the instances (CACHE_PURGE_URLS) to drop what a live change makes stale: every
// page and API answer is sent with `Surrogate-Key: live` (server/cache/surrogate-key.ts), and a change to the live state
// (an announcement or warning published, edited or withdrawn, here or on another instance) sends each cache one
// `PURGE` with `X-Surrogate-Key: live` (the cache bans every object with that key). Short s-maxage with stale-while-revalidate stays the floor when a cache is down.
import { request } from 'node:http';

export interface Purger {
  /** Asks for a purge; calls within `debounceMs` share one. */
  purge(reason: string): void;
  /** Resolves when no purge is pending or in flight (tests, shutdown). */
  idle(): Promise<void>;
}

export interface PurgerOptions {
  urls: readonly string[];
  key?: string;
  debounceMs?: number;
  timeoutMs?: number;
  log?: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

function ban(url: string, key: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'PURGE', headers: { 'x-surrogate-key': key }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

export function createPurger({ urls, key = 'live', debounceMs = 100, timeoutMs = 2_000, log }: PurgerOptions): Purger {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const reasons = new Set<string>();
  const run = () => {
    timer = undefined;
    const why = [...reasons].join(', ');
    reasons.clear();
    running = running.then(async () => {
      const results = await Promise.allSettled(urls.map((u) => ban(u, key, timeoutMs)));
      results.forEach((r, i) => {
        if (r.status === 'fulfilled' && r.value < 300) log?.info({ cache: urls[i], key, why }, 'cache: purged');
        else log?.warn({ cache: urls[i], key, why, error: r.status === 'rejected' ? String(r.reason) : r.value }, 'cache: purge failed');
      });
    });
  };
  return {
    purge(reason) {
      if (urls.length === 0) return;
      reasons.add(reason);
      timer ??= setTimeout(run, debounceMs);
    },
    async idle() {
      while (timer) await new Promise((r) => setTimeout(r, debounceMs));
      await running;
    },
  };
}
