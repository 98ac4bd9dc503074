// Batches requests for office-managed interface text (SPEC §4 "Translation batching", §7 POST /api/uit).

export type UitResponse = Record<string, Record<string, string>>;
export type UitFetcher = (body: { q: string; lang: string }) => Promise<UitResponse>;

interface Waiter {
  category: string;
  key: string;
  resolve: (text: string) => void;
  reject: (err: unknown) => void;
}

export const UIT_BATCH_MS = 50;

/** The request body's `q`: categories with their keys sorted and de-duplicated. */
export function buildUitQuery(asks: readonly { category: string; key: string }[]): string {
  const byCategory = new Map<string, Set<string>>();
  for (const { category, key } of asks) {
    const set = byCategory.get(category) ?? new Set<string>();
    set.add(key);
    byCategory.set(category, set);
  }
  const out: Record<string, string[]> = {};
  for (const category of [...byCategory.keys()].sort()) out[category] = [...byCategory.get(category)!].sort();
  return JSON.stringify(out);
}

export function createUitBatcher(fetcher: UitFetcher, delayMs: number = UIT_BATCH_MS) {
  const store = new Map<string, UitResponse>();
  const queues = new Map<string, { waiters: Waiter[]; timer: ReturnType<typeof setTimeout> | null }>();

  function lookup(lang: string, category: string, key: string): string | undefined {
    return store.get(lang)?.[category]?.[key];
  }

  async function flush(lang: string): Promise<void> {
    const queue = queues.get(lang);
    if (!queue) return;
    queues.delete(lang);
    const { waiters } = queue;
    try {
      const result = await fetcher({ q: buildUitQuery(waiters), lang });
      const merged = store.get(lang) ?? {};
      for (const [category, entries] of Object.entries(result)) merged[category] = { ...merged[category], ...entries };
      store.set(lang, merged);
      // A missing translation is an empty string, without warning (SPEC §8).
      for (const w of waiters) w.resolve(lookup(lang, w.category, w.key) ?? '');
    } catch (err) {
      for (const w of waiters) w.reject(err);
    }
  }

  return {
    /** Known text, if already loaded. */
    peek: lookup,
    request(lang: string, category: string, key: string): Promise<string> {
      const known = lookup(lang, category, key);
      if (known !== undefined) return Promise.resolve(known);
      return new Promise<string>((resolve, reject) => {
        const queue = queues.get(lang) ?? { waiters: [], timer: null };
        queue.waiters.push({ category, key, resolve, reject });
        // The worker restarts with each new request and fires 50 ms after the last one.
        if (queue.timer) clearTimeout(queue.timer);
        queue.timer = setTimeout(() => void flush(lang), delayMs);
        queues.set(lang, queue);
      });
    },
  };
}
