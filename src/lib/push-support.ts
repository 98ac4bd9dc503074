// What this browser can do about push warnings, decided from what it reports: unsupported, iOS outside the home
// screen (Safari only pushes to a guide added to the home screen), permission denied, or ready to ask.

export type PushAbility = 'unsupported' | 'ios-install' | 'denied' | 'ready';

export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  permission: 'default' | 'granted' | 'denied' | undefined;
  isIOS: boolean;
  /** Opened from the home screen (display-mode standalone, or navigator.standalone on iOS). */
  standalone: boolean;
}

export function pushAbility(env: PushEnvironment): PushAbility {
  // iOS Safari has no PushManager in a tab at all: the way forward is installing, not "unsupported".
  if (env.isIOS && !env.standalone) return 'ios-install';
  if (!env.serviceWorker || !env.pushManager || !env.notification) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return 'ready';
}

/** A VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}
