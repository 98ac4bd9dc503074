// The Range header parser behind the archive route.
import { describe, expect, it } from 'vitest';
import { parseRange } from '../../../../server/http/range';

describe('parseRange', () => {
  it('reads single byte ranges, clamping the end to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=0-16383', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('falls back to the full file without a usable byte range', () => {
    expect(parseRange(undefined, 1000)).toEqual({ kind: 'full' });
    expect(parseRange('items=0-5', 1000)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-1,5-6', 1000)).toEqual({ kind: 'full' });
  });

  it('reports unsatisfiable and malformed byte ranges', () => {
    for (const h of ['bytes=1000-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'bytes=a-b', 'bytes=1.5-3']) {
      expect(parseRange(h, 1000), h).toEqual({ kind: 'unsatisfiable' });
    }
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
