// Parses an HTTP Range header for one file (RFC 9110 §14): a single byte range, clamped to the file.

export type RangeResult = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * `full` when there is no usable Range (absent, another unit, or several ranges, which we may
 * answer in full); `unsatisfiable` for a byte range that is malformed or lies past the end.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined || header.trim() === '') return { kind: 'full' };
  const m = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!m?.[1]) return { kind: 'full' };
  const specs = m[1].split(',');
  if (specs.length > 1) return { kind: 'full' };
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0] ?? '');
  if (!spec) return { kind: 'unsatisfiable' };
  const [, a = '', b = ''] = spec;
  if (a === '' && b === '') return { kind: 'unsatisfiable' };
  if (a === '') {
    // Suffix range: the last b bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (b !== '' && Number(b) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
