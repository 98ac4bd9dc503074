// Parts of the pack: one archive per section with its hash, live answers left out, and the Range header's answers.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PackEntry } from '#shared/api/offline';
import { decodeArchive } from '#shared/offline-archive';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { buildParts, compressPart, partEncoding, rangeOf } from '../../../../server/offline/parts';

const entry = (url: string, section: string, extra: Partial<PackEntry> = {}): PackEntry => ({ url, bytes: 3, section, scope: 'locale', ...extra });
const body = (s: string) => Uint8Array.from(Buffer.from(s));

describe('buildParts', () => {
  it('puts each section in one archive whose size and SHA-256 the manifest carries, live answers outside', () => {
    const entries = [
      entry('/b', 'sights'),
      entry('/a', 'sights', { aliases: ['/a2'], etag: '"e"' }),
      entry('/w', 'home', { live: true }),
      entry('/t', 'basemap', { scope: 'common' }),
    ];
    const { parts, archives } = buildParts(
      entries.map((e) => ({ entry: e, type: 'application/json', body: body(e.url) })),
      'en',
    );
    expect(parts.map((p) => [p.id, p.scope, p.items])).toEqual([
      ['sights', 'locale', 2],
      ['basemap', 'common', 1],
    ]);
    const sights = archives.get('sights')!;
    expect(parts[0]!.bytes).toBe(sights.length);
    expect(parts[0]!.sha256).toBe(createHash('sha256').update(sights).digest('base64url'));
    expect(parts[0]!.etag).toBe(`"${parts[0]!.sha256}"`);
    expect(parts[0]!.url).toBe('/api/offline/part/sights?lang=en');
    expect(decodeArchive(sights).map((i) => i.entry)).toEqual([
      { url: '/a', type: 'application/json', bytes: 2, aliases: ['/a2'], etag: '"e"' },
      { url: '/b', type: 'application/json', bytes: 2 },
    ]);
    expect(entries.map((e) => e.part)).toEqual(['sights', 'sights', undefined, 'basemap']);
  });
});

describe('rangeOf', () => {
  const etag = '"abc"';
  it('serves the rest of the archive from where a cut left it', () => {
    expect(rangeOf('bytes=100-', etag, etag, 1000)).toEqual({ kind: 'part', start: 100, end: 999 });
    expect(rangeOf('bytes=100-199', undefined, etag, 1000)).toEqual({ kind: 'part', start: 100, end: 199 });
    expect(rangeOf('bytes=-10', undefined, etag, 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(rangeOf('bytes=900-5000', undefined, etag, 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
  });
  it('sends the whole archive when the client holds the start of another version, or asks for no range', () => {
    expect(rangeOf('bytes=100-', '"old"', etag, 1000)).toEqual({ kind: 'whole' });
    expect(rangeOf(undefined, undefined, etag, 1000)).toEqual({ kind: 'whole' });
    expect(rangeOf('bytes=0-1,5-6', undefined, etag, 1000)).toEqual({ kind: 'whole' });
    expect(rangeOf('items=1-2', undefined, etag, 1000)).toEqual({ kind: 'whole' });
  });
  it('answers 416 for a start past the end', () => {
    expect(rangeOf('bytes=1000-', undefined, etag, 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=5-2', undefined, etag, 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=-0', undefined, etag, 1000)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('compressed parts', () => {
  it('keeps br and gzip copies of an archive that compresses, none of one that does not', async () => {
    const json = Uint8Array.from(Buffer.from(JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, name: 'Ruins of St. Paul’s' })))));
    const both = await compressPart(json);
    expect(Buffer.from(brotliDecompressSync(both.br!)).equals(Buffer.from(json))).toBe(true);
    expect(Buffer.from(gunzipSync(both.gzip!)).equals(Buffer.from(json))).toBe(true);
    expect(await compressPart(new Uint8Array(randomBytes(64 * 1024)))).toEqual({});
  });
  it('sends br, then gzip, as the client accepts them', () => {
    const all = { br: Buffer.alloc(1), gzip: Buffer.alloc(1) };
    expect(partEncoding('gzip, deflate, br', all)).toBe('br');
    expect(partEncoding('gzip, deflate', all)).toBe('gzip');
    expect(partEncoding('br;q=0, gzip', all)).toBe('gzip');
    expect(partEncoding(undefined, all)).toBeUndefined();
    expect(partEncoding('br', { gzip: Buffer.alloc(1) })).toBeUndefined();
  });
});
