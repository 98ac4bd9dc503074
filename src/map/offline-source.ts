// A PMTiles source that remembers every byte range it fetched in IndexedDB and answers from there when the
// network fails, so map areas a visitor has seen still render offline (206 responses are not cacheable by the SW).
import { FetchSource, type RangeResponse, type Source } from 'pmtiles';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

export const TILE_DB_NAME = 'macao-map-tiles';
export const TILE_STORE_NAME = 'ranges';
const VERSION_KEY = 'version';

/** The storage the source needs; IndexedDB in the browser, a Map in tests. */
export interface RangeStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  clear(): Promise<void>;
}

export function idbRangeStore(): RangeStore {
  const store: UseStore = createStore(TILE_DB_NAME, TILE_STORE_NAME);
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    clear: () => clear(store),
  };
}

export const rangeKey = (url: string, offset: number, length: number) => `${url}#${offset}-${length}`;

export class OfflineRangeSource implements Source {
  private readonly inner: Source;
  /** The archive version (etag) the stored ranges belong to; a new version empties the store. */
  private version: Promise<string | undefined>;

  constructor(
    private readonly url: string,
    private readonly store: RangeStore,
    inner?: Source,
  ) {
    this.inner = inner ?? new FetchSource(url);
    this.version = store.get(VERSION_KEY).then(
      (v) => (typeof v === 'string' ? v : undefined),
      () => undefined,
    );
  }

  getKey(): string {
    return this.url;
  }

  async getBytes(offset: number, length: number, signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const key = rangeKey(this.url, offset, length);
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (offline) {
      const saved = await this.saved(key);
      if (saved) return { data: saved };
    }
    try {
      const res = await this.inner.getBytes(offset, length, signal, etag);
      void this.remember(key, res);
      return res;
    } catch (err) {
      if (signal?.aborted) throw err;
      const saved = await this.saved(key);
      if (saved) return { data: saved };
      throw err;
    }
  }

  private async saved(key: string): Promise<ArrayBuffer | undefined> {
    try {
      const v = await this.store.get(key);
      return v instanceof ArrayBuffer ? v : undefined;
    } catch {
      return undefined;
    }
  }

  private async remember(key: string, res: RangeResponse): Promise<void> {
    try {
      const etag = res.etag;
      if (etag) {
        // Chained so concurrent answers of a new archive version empty the store once; two versions' ranges never mix.
        this.version = this.version.then(async (known) => {
          if (known === etag) return known;
          if (known !== undefined) await this.store.clear();
          await this.store.set(VERSION_KEY, etag);
          return etag;
        });
        await this.version;
      }
      await this.store.set(key, res.data);
    } catch {
      // Storage full or blocked: the map still works online.
    }
  }
}
