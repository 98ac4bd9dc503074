// What the map routes' search validation needs, kept apart from the screens so those stay in their own lazily
// loaded chunks.

const MAX_LEN = 200;

/** Keeps the listed keys whose values are non-empty strings (numbers are turned into strings). */
export function validateTextSearch<K extends string>(raw: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = raw[k];
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (s !== '' && s.length <= MAX_LEN) out[k] = s;
  }
  return out;
}

export function validatePage(v: unknown): number | undefined {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 && n < 100_000 ? n : undefined;
}
