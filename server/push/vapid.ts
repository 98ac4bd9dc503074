// The VAPID identity the guide signs every push with: from the environment when set (VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY, VAPID_SUBJECT), otherwise a key pair generated once and kept in the live store, so every
// instance on one database and every restart sign with the same key (a new key would orphan every subscription).
import webpush from 'web-push';
import type { LiveStore } from '../live/store';
import type { VapidKeys } from '../live/types';

/** The tourism office's public address: push services write here when something is wrong with our pushes. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:mgto@macaotourism.gov.mo';

export class VapidConfigError extends Error {}

export interface VapidEnv {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject?: string | undefined;
}

/** A subject push services accept: a mailto: address or an https: URL. */
export function vapidSubjectProblem(subject: string): string | undefined {
  if (/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/.test(subject)) return undefined;
  try {
    const u = new URL(subject);
    if (u.protocol === 'https:' && u.hostname) return undefined;
  } catch {
    // Reported below.
  }
  return `VAPID_SUBJECT must be a mailto: address or an https: URL (got "${subject.slice(0, 60)}")`;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/** Key lengths as web-push checks them: 65 bytes public (uncompressed P-256 point), 32 bytes private. */
function keyProblem(publicKey: string, privateKey: string): string | undefined {
  if (!B64URL.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65) return 'VAPID_PUBLIC_KEY must be 65 bytes in URL-safe base64';
  if (!B64URL.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) return 'VAPID_PRIVATE_KEY must be 32 bytes in URL-safe base64';
  return undefined;
}

export async function resolveVapid(store: LiveStore, env: VapidEnv, now = Date.now()): Promise<VapidKeys> {
  const subject = env.subject?.trim() || DEFAULT_VAPID_SUBJECT;
  const subjectProblem = vapidSubjectProblem(subject);
  if (subjectProblem) throw new VapidConfigError(subjectProblem);
  if (env.publicKey || env.privateKey) {
    if (!env.publicKey || !env.privateKey) throw new VapidConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
    const problem = keyProblem(env.publicKey, env.privateKey);
    if (problem) throw new VapidConfigError(problem);
    return { publicKey: env.publicKey, privateKey: env.privateKey, subject, createdAt: now };
  }
  const stored = (await store.vapidKeys()) ?? (await store.saveVapidKeysOnce({ ...webpush.generateVAPIDKeys(), subject, createdAt: now }));
  // The subject may change with the environment; the key pair never does.
  return { ...stored, subject };
}
