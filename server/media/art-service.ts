// Produces artwork bytes for a validated job: SVG render, greyscale policy, PNG rasterising, memory and disk caches.

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { greySvg, renderArt } from './art';
import { jobKey, type ArtJob } from './art-request';
import { ByteLru } from './lru';
import { svgToPng } from './raster';

export interface ArtServiceOptions {
  cacheDir?: string;
  /** Memory budget for rendered files; PNGs dominate it. */
  cacheBytes?: number;
  onDiskError?: (err: unknown) => void;
}

export class ArtService {
  private readonly lru: ByteLru;
  private dirReady: Promise<void> | undefined;

  constructor(private readonly opts: ArtServiceOptions = {}) {
    this.lru = new ByteLru(opts.cacheBytes ?? 64 * 1024 * 1024);
  }

  svg(job: ArtJob): string {
    const svg = renderArt({ motif: job.motif, palette: job.palette, seed: job.seed, aspect: job.aspect });
    return job.policy === 'bw' ? greySvg(svg) : svg;
  }

  async bytes(job: ArtJob): Promise<Buffer> {
    const key = jobKey(job);
    const hit = this.lru.get(key);
    if (hit) return hit;
    if (job.format === 'svg') {
      const out = Buffer.from(this.svg(job), 'utf8');
      this.lru.set(key, out);
      return out;
    }
    const file = this.opts.cacheDir ? join(this.opts.cacheDir, `${createHash('sha1').update(key).digest('hex')}.png`) : undefined;
    if (file) {
      const disk = await readFile(file).catch(() => undefined);
      if (disk) {
        this.lru.set(key, disk);
        return disk;
      }
    }
    const png = svgToPng(this.svg(job), job.width);
    this.lru.set(key, png);
    if (file) void this.persist(file, png);
    return png;
  }

  private async persist(file: string, png: Buffer): Promise<void> {
    try {
      this.dirReady ??= mkdir(this.opts.cacheDir!, { recursive: true }).then(() => undefined);
      await this.dirReady;
      // The reader takes any file it finds as a hit, so write under a temporary name and rename into place.
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, png);
      await rename(tmp, file);
    } catch (err) {
      this.opts.onDiskError?.(err);
    }
  }

  get cachedEntries(): number {
    return this.lru.size;
  }
}
