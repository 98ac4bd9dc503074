// A downloaded part is stored only when it is exactly the archive the manifest describes: its size, then its
// SHA-256 (base64url, as the server writes it). A truncated, padded or corrupted download is refused.
import type { PackPart } from '#shared/api/offline';

export type PartCheck = 'ok' | 'size' | 'hash';

const base64url = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export async function sha256Base64url(bytes: Uint8Array): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));
}

export async function checkPart(bytes: Uint8Array, part: Pick<PackPart, 'bytes' | 'sha256'>): Promise<PartCheck> {
  if (bytes.length !== part.bytes) return 'size';
  return (await sha256Base64url(bytes)) === part.sha256 ? 'ok' : 'hash';
}
