// Produces artwork bytes for a validated job: SVG render, greyscale policy, PNG rasterising (queued fairly between
// clients), a memory cache and a size-bounded disk cache.

import { createHash } from 'node:crypto';
import { greySvg, renderArt } from './art';
import { jobKey, type ArtJob } from './art-request';
import { DiskCache } from './disk-cache';
import { ByteLru } from './lru';
import { svgToPngAsync } from './raster';
import { RenderQueue, type RenderQueueOptions } from './render-queue';
import { ungated, type WorkGate } from '../work/gate';

export interface ArtServiceOptions {
  cacheDir?: string;
  /** Memory budget for rendered files; PNGs dominate it. */
  cacheBytes?: number;
  /** Bound of the PNG files kept in `cacheDir` (default 256 MB). */
  diskCacheBytes?: number;
  /** Told once when `cacheDir` cannot be written. */
  onDiskError?: (err: unknown) => void;
  queue?: RenderQueueOptions;
  /** The process's image queue (server/work), behind the fair turns between clients. */
  gate?: WorkGate;
}

export class ArtService {
  private readonly lru: ByteLru;
  private readonly disk: DiskCache | undefined;
  private readonly queue: RenderQueue;
  private readonly gate: WorkGate;
  /** Renders under way, so simultaneous requests for one picture draw it once. */
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(opts: ArtServiceOptions = {}) {
    this.lru = new ByteLru(opts.cacheBytes ?? 64 * 1024 * 1024);
    this.disk = opts.cacheDir
      ? new DiskCache({ dir: opts.cacheDir, maxBytes: opts.diskCacheBytes ?? 256 * 1024 * 1024, onUnwritable: opts.onDiskError })
      : undefined;
    this.queue = new RenderQueue(opts.queue);
    this.gate = opts.gate ?? ungated;
  }

  svg(job: ArtJob): string {
    const svg = renderArt({ motif: job.motif, palette: job.palette, seed: job.seed, aspect: job.aspect });
    return job.policy === 'bw' ? greySvg(svg) : svg;
  }

  /** The file for `job`; `client` names who asks (their IP), for fair turns at the PNG renderer. */
  async bytes(job: ArtJob, client = 'local'): Promise<Buffer> {
    const key = jobKey(job);
    const hit = this.lru.get(key);
    if (hit) return hit;
    if (job.format === 'svg') {
      const out = Buffer.from(this.svg(job), 'utf8');
      this.lru.set(key, out);
      return out;
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.png(job, key, client).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async png(job: ArtJob, key: string, client: string): Promise<Buffer> {
    const file = `${createHash('sha1').update(key).digest('hex')}.png`;
    const disk = await this.disk?.get(file);
    if (disk) {
      this.lru.set(key, disk);
      return disk;
    }
    const png = await this.queue.run(client, () => this.gate(key, () => svgToPngAsync(this.svg(job), job.width)));
    this.lru.set(key, png);
    void this.disk?.put(file, png);
    return png;
  }

  get cachedEntries(): number {
    return this.lru.size;
  }

  /** Bytes of PNGs on disk (0 without a cache folder). */
  get diskBytes(): number {
    return this.disk?.bytes ?? 0;
  }
}
