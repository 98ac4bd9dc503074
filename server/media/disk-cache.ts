// A folder of rendered files bounded in bytes: when a write would pass the bound, the least recently used files go.
// Files are written under a temporary name and renamed into place, so a reader never sees half a file.

import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface DiskCacheOptions {
  dir: string;
  maxBytes: number;
  /** Told once when the folder cannot be written (read-only disk …); the cache then only serves what it holds. */
  onUnwritable?: (err: unknown) => void;
}

/** Files waiting to be written at most. */
const MAX_BACKLOG = 32;

/** Our own file names: a hex hash and an extension, nothing a caller could turn into a path. */
const NAME = /^[0-9a-f]{8,64}\.[a-z]{2,4}$/;

export class DiskCache {
  /** name → size, in least-recently-used order (Map keeps insertion order). */
  private readonly files = new Map<string, number>();
  private total = 0;
  private writable = true;
  /** Files being written: indexed already (their room is reserved) but not yet readable. */
  private readonly writing = new Set<string>();
  private readonly ready: Promise<void>;
  private chain: Promise<void> = Promise.resolve();
  private backlog = 0;

  constructor(private readonly opts: DiskCacheOptions) {
    this.ready = this.load();
  }

  /** Indexes what an earlier run left, oldest use first, removes half-written files, and trims to the bound. */
  private async load(): Promise<void> {
    try {
      await mkdir(this.opts.dir, { recursive: true });
    } catch (err) {
      this.unwritable(err);
    }
    const names = await readdir(this.opts.dir).catch(() => [] as string[]);
    const found: { name: string; size: number; used: number }[] = [];
    for (const name of names) {
      const path = join(this.opts.dir, name);
      if (name.endsWith('.tmp')) {
        if (this.writable) await unlink(path).catch(() => undefined);
        continue;
      }
      if (!NAME.test(name)) continue;
      const s = await stat(path).catch(() => undefined);
      if (s?.isFile()) found.push({ name, size: s.size, used: s.mtimeMs });
    }
    found.sort((a, b) => a.used - b.used);
    for (const f of found) this.add(f.name, f.size);
    await this.trim();
  }

  async get(name: string): Promise<Buffer | undefined> {
    await this.ready;
    if (!this.files.has(name) || this.writing.has(name)) return undefined;
    const path = join(this.opts.dir, name);
    const bytes = await readFile(path).catch(() => undefined);
    if (!bytes) {
      this.forget(name);
      return undefined;
    }
    this.forget(name);
    this.add(name, bytes.length);
    // The file's time records its last use, so the next start evicts in the same order.
    if (this.writable) {
      const now = new Date();
      void utimes(path, now, now).catch(() => undefined);
    }
    return bytes;
  }

  /**
   * Writes one file at a time, making room first, so the folder (temporary file included) never holds more than
   * the bound. Writes beyond a short backlog are dropped: this is a cache, and memory must not fill with them.
   */
  put(name: string, bytes: Buffer): Promise<void> {
    if (!NAME.test(name)) return Promise.reject(new Error(`disk cache: invalid file name ${name.slice(0, 80)}`));
    if (this.backlog >= MAX_BACKLOG) return Promise.resolve();
    this.backlog += 1;
    this.chain = this.chain
      .then(() => this.write(name, bytes))
      .catch(() => undefined)
      .finally(() => (this.backlog -= 1));
    return this.chain;
  }

  private async write(name: string, bytes: Buffer): Promise<void> {
    await this.ready;
    if (!this.writable || bytes.length > this.opts.maxBytes) return;
    this.forget(name);
    await this.trim(bytes.length);
    this.add(name, bytes.length);
    this.writing.add(name);
    const path = join(this.opts.dir, name);
    const tmp = `${path}.${process.pid}.tmp`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    } catch (err) {
      this.forget(name);
      await unlink(tmp).catch(() => undefined);
      if (isUnwritable(err)) this.unwritable(err);
    } finally {
      this.writing.delete(name);
    }
  }

  /** Bytes of the files the cache holds. */
  get bytes(): number {
    return this.total;
  }

  get count(): number {
    return this.files.size;
  }

  /** Resolves once the files of an earlier run are indexed (tests and the fuzz check wait for it). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  private add(name: string, size: number): void {
    this.files.set(name, size);
    this.total += size;
  }

  private forget(name: string): void {
    const size = this.files.get(name);
    if (size === undefined) return;
    this.files.delete(name);
    this.total -= size;
  }

  /** Deletes the least recently used files until `incoming` more bytes fit under the bound. */
  private async trim(incoming = 0): Promise<void> {
    const doomed: string[] = [];
    for (const [name] of this.files) {
      if (this.total + incoming <= this.opts.maxBytes) break;
      this.forget(name);
      doomed.push(name);
    }
    if (this.writable) await Promise.all(doomed.map((n) => unlink(join(this.opts.dir, n)).catch(() => undefined)));
  }

  private unwritable(err: unknown): void {
    if (!this.writable) return;
    this.writable = false;
    this.opts.onUnwritable?.(err);
  }
}

function isUnwritable(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'ENOSPC' || code === 'EDQUOT';
}
