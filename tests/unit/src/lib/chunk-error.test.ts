// Telling failed lazy chunk loads apart.
import { describe, expect, it } from 'vitest';
import { classifyChunkFailure, isChunkLoadError } from '#/lib/chunk-error';

describe('chunk errors', () => {
  it('tells chunk failures apart', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(classifyChunkFailure(120_000)).toBe('timeout');
    expect(classifyChunkFailure(3_000)).toBe('missing');
  });
});
