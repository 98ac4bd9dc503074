// Reads a PMTiles archive's header for the bench (size, tile count, zooms) with the pmtiles reader.
import { readFileSync } from 'node:fs';
import { PMTiles as Reader, type Source, type RangeResponse } from 'pmtiles';

export class FileSource implements Source {
  private readonly buf: Buffer;
  constructor(private readonly path: string) {
    this.buf = readFileSync(path);
  }
  getKey(): string {
    return this.path;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const slice = this.buf.subarray(offset, offset + length);
    return { data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength) as ArrayBuffer };
  }
}

export const PMTiles = {
  async headerOf(path: string, Src: typeof FileSource) {
    const h = await new Reader(new Src(path)).getHeader();
    return { tiles: h.numAddressedTiles, minZoom: h.minZoom, maxZoom: h.maxZoom };
  },
};
