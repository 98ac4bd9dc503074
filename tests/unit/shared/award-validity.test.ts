// Unit tests for src/lib/award-validity.
import { describe, expect, it } from 'vitest';
import { formatValidity } from '#shared/award-validity';

describe('formatValidity', () => {
  it("shows each year as 'year-year+1' joined with '; '", () => {
    expect(formatValidity([2025, 2026])).toBe('2025-2026; 2026-2027');
    expect(formatValidity([2024])).toBe('2024-2025');
  });
  it('is empty for no years and skips non-integers', () => {
    expect(formatValidity([])).toBe('');
    expect(formatValidity([2025, Number.NaN, 2025.5])).toBe('2025-2026');
  });
});
