// The second factor: TOTP (RFC 6238 through otpauth: SHA-1, 6 digits, 30 s, as every authenticator app reads it)
// and single-use recovery codes. Pure functions; the store keeps the secret, the last step used and the codes' hashes.
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Macao Tourism operators';
export const RECOVERY_CODE_COUNT = 10;
/** A code from the step before or after is accepted: phone clocks drift and a code may be typed as it turns over. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totp = (secret: string, username: string) => new TOTP({ issuer: TOTP_ISSUER, label: username, secret: Secret.fromBase32(secret) });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/** The code for `at` (tests, and the journey that types it). */
export function totpCode(secret: string, at: number): string {
  return totp(secret, 'x').generate({ timestamp: at });
}

/**
 * The time step of a right code, or null. A code is used once: a step at or before `lastStep` (the last one accepted)
 * is refused, so a code seen over a shoulder cannot be replayed within its 90 s.
 */
export function checkTotp(secret: string, code: string, at: number, lastStep: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, 'x').validate({ token, timestamp: at, window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ timestamp: at }) + delta;
  return step > lastStep ? step : null;
}

// Crockford-like alphabet without look-alikes (0/O, 1/I/L): codes are read off paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code: 12 characters (about 59 bits) in three groups, e.g. "K7PQ-M3XA-9HTW". */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** The form a recovery code is hashed in: what was typed, upper-cased, without spaces or dashes. */
export function normalRecoveryCode(code: string): string | null {
  const c = code.toUpperCase().replace(/[\s-]/g, '');
  return c.length === 12 && [...c].every((ch) => ALPHABET.includes(ch)) ? c : null;
}
