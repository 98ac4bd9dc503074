// A part is accepted only with the manifest's size and SHA-256.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPart, sha256Base64url } from '#/lib/pack-plan-verify';

const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 251);
const part = { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('base64url') };

describe('checkPart', () => {
  it('hashes as the server does (base64url SHA-256)', async () => {
    expect(await sha256Base64url(bytes)).toBe(part.sha256);
  });
  it('accepts the exact archive', async () => {
    expect(await checkPart(bytes, part)).toBe('ok');
  });
  it('refuses a truncated or padded download by its size', async () => {
    expect(await checkPart(bytes.subarray(0, bytes.length - 1), part)).toBe('size');
    expect(await checkPart(Uint8Array.from([...bytes, 0]), part)).toBe('size');
  });
  it('refuses a corrupted download of the right size by its hash', async () => {
    const bad = bytes.slice();
    bad[40_000] = (bad[40_000]! + 1) % 256;
    expect(await checkPart(bad, part)).toBe('hash');
  });
});
