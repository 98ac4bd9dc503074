// `pmtiles` reader sources for Node: over bytes in memory or over a file on disk.
import { open } from 'node:fs/promises';
import type { RangeResponse, Source } from 'pmtiles';

/** Copies the slice out, as readers may keep or transfer the ArrayBuffer they get. */
function sliceBuffer(bytes: Uint8Array, offset: number, length: number): ArrayBuffer {
  const end = Math.min(bytes.length, offset + length);
  const out = new Uint8Array(Math.max(0, end - offset));
  out.set(bytes.subarray(offset, end));
  return out.buffer;
}

export class BytesSource implements Source {
  constructor(
    private readonly bytes: Uint8Array,
    private readonly key = 'memory',
  ) {}

  getKey(): string {
    return this.key;
  }

  getBytes(offset: number, length: number): Promise<RangeResponse> {
    return Promise.resolve({ data: sliceBuffer(this.bytes, offset, length) });
  }
}

/** Opens the file for each read: no handle outlives a call, and a rebuilt archive is seen at once. */
export class NodeFileSource implements Source {
  constructor(private readonly path: string) {}

  getKey(): string {
    return this.path;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const handle = await open(this.path, 'r');
    try {
      const buf = new Uint8Array(length);
      const { bytesRead } = await handle.read(buf, 0, length, offset);
      return { data: sliceBuffer(buf, 0, bytesRead) };
    } finally {
      await handle.close();
    }
  }
}
