// SPEC §5 multi-select search values: comma separated, '' means any, options that no longer exist are dropped.

export function parseMulti(value: string | undefined, known?: readonly { value: string }[]): string[] {
  const list = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const unique = [...new Set(list)];
  return known ? unique.filter((v) => known.some((o) => o.value === v)) : unique;
}

export function joinMulti(values: readonly string[]): string | undefined {
  return values.length ? values.join(',') : undefined;
}

export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
