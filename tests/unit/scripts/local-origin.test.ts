import { describe, expect, it } from 'vitest';
import { localOrigin } from '../../../scripts/local-origin';

describe('localOrigin', () => {
  it('names the local address a start without PUBLIC_ORIGIN serves', () => {
    expect(localOrigin({})).toBe('http://localhost:8080');
    expect(localOrigin({ PORT: '4350', PUBLIC_ORIGIN: '  ' })).toBe('http://localhost:4350');
  });

  it('leaves a set PUBLIC_ORIGIN alone', () => {
    expect(localOrigin({ PUBLIC_ORIGIN: 'https://www.macaotourism.gov.mo', PORT: '4350' })).toBeUndefined();
  });
});
