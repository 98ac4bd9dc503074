// Outward links accept only http(s) destinations.
import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from '#/lib/external-link';

describe('outward links', () => {
  it('accepts only http(s) destinations', () => {
    expect(safeExternalUrl('https://example.org/a?b=1')?.host).toBe('example.org');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/en/dining', 'ftp://x', '', undefined, 'http://']) expect(safeExternalUrl(bad)).toBeNull();
  });
});
