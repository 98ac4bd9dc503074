// Unit tests for the offline tile store: byte ranges are kept and answered when the network fails.
import { describe, expect, it } from 'vitest';
import type { RangeResponse, Source } from 'pmtiles';
import { OfflineRangeSource, rangeKey, type RangeStore } from '#/map/offline-source';

function memoryStore(): RangeStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return { map, get: async (k) => map.get(k), set: async (k, v) => void map.set(k, v), clear: async () => map.clear() };
}

class FakeSource implements Source {
  online = true;
  etag = 'v1';
  calls = 0;
  getKey() {
    return '/tiles/macao.pmtiles';
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.calls += 1;
    if (!this.online) throw new TypeError('Failed to fetch');
    const data = new Uint8Array(length).fill(offset % 251).buffer;
    return { data, etag: this.etag };
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('OfflineRangeSource', () => {
  it('keeps every range it fetched and answers from the store when the network fails', async () => {
    const store = memoryStore();
    const net = new FakeSource();
    const src = new OfflineRangeSource('/tiles/macao.pmtiles', store, net);
    const first = await src.getBytes(0, 16384);
    await settle();
    expect(first.data.byteLength).toBe(16384);
    expect(store.map.get(rangeKey('/tiles/macao.pmtiles', 0, 16384))).toBeInstanceOf(ArrayBuffer);
    net.online = false;
    const again = await src.getBytes(0, 16384);
    expect(new Uint8Array(again.data)).toEqual(new Uint8Array(first.data));
  });

  it('fails for a range never seen while offline', async () => {
    const net = new FakeSource();
    net.online = false;
    const src = new OfflineRangeSource('/tiles/macao.pmtiles', memoryStore(), net);
    await expect(src.getBytes(100, 10)).rejects.toThrow('Failed to fetch');
  });

  it('empties the store when the archive changes, so versions never mix', async () => {
    const store = memoryStore();
    const net = new FakeSource();
    const src = new OfflineRangeSource('/tiles/macao.pmtiles', store, net);
    await src.getBytes(0, 10);
    await src.getBytes(10, 10);
    await settle();
    net.etag = 'v2';
    await src.getBytes(20, 10);
    await settle();
    expect(store.map.has(rangeKey('/tiles/macao.pmtiles', 0, 10))).toBe(false);
    expect(store.map.has(rangeKey('/tiles/macao.pmtiles', 20, 10))).toBe(true);
    expect(store.map.get('version')).toBe('v2');
  });
});
