// The part archive: what is written is read back byte for byte with its headers, and a damaged archive is refused.
import { describe, expect, it } from 'vitest';
import { ArchiveError, decodeArchive, encodeArchive } from '#shared/offline-archive';

const bytes = (...n: number[]) => Uint8Array.from(n);
const text = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'));

describe('offline archive', () => {
  const items = [
    {
      entry: { url: '/api/sight/1?lang=ja', aliases: ['/api/experience/a/b/1?lang=ja'], etag: '"x1"', type: 'application/json', bytes: 0 },
      body: text('{"name":"大三巴"}'),
    },
    { entry: { url: '/tiles/macao.pmtiles', type: 'application/octet-stream', bytes: 0 }, body: bytes(0, 255, 10, 13, 0) },
    { entry: { url: '/empty', type: 'text/plain', bytes: 0 }, body: bytes() },
  ];

  it('reads back every body, URL, alias, ETag and type, with sizes taken from the bodies', () => {
    const out = decodeArchive(encodeArchive(items));
    expect(out.map((i) => i.entry)).toEqual(items.map(({ entry, body }) => ({ ...entry, bytes: body.length })));
    expect(out.map((i) => [...i.body])).toEqual(items.map((i) => [...i.body]));
    expect(Buffer.from(out[0]!.body).toString('utf8')).toBe('{"name":"大三巴"}');
  });

  it('keeps non-ASCII URLs and tags in an ASCII index', () => {
    const archive = encodeArchive([{ entry: { url: '/api/article?slug=澳門', type: 'application/json', bytes: 0 }, body: bytes(1) }]);
    const head = Buffer.from(archive.subarray(0, archive.length - 1)).toString('latin1');
    expect([...head].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(decodeArchive(archive)[0]!.entry.url).toBe('/api/article?slug=澳門');
  });

  it('refuses a truncated archive, one with bytes added, and a foreign file', () => {
    const archive = encodeArchive(items);
    expect(() => decodeArchive(archive.subarray(0, archive.length - 1))).toThrow(ArchiveError);
    expect(() => decodeArchive(Uint8Array.from([...archive, 0]))).toThrow(ArchiveError);
    expect(() => decodeArchive(text('{"not":"an archive"}'))).toThrow(ArchiveError);
    expect(() => decodeArchive(archive.subarray(0, 14))).toThrow(ArchiveError);
  });
});
