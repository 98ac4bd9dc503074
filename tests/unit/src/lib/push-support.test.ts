// What the warnings control offers on each browser: unsupported, blocked, iOS outside the home screen, ready; and the
// VAPID key turned into the bytes PushManager.subscribe takes.
import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushAbility, type PushEnvironment } from '#/lib/push-support';

const chrome: PushEnvironment = { serviceWorker: true, pushManager: true, notification: true, permission: 'default', isIOS: false, standalone: false };

describe('pushAbility', () => {
  it('is ready where push works and nothing was refused', () => expect(pushAbility(chrome)).toBe('ready'));
  it('says blocked when permission was denied', () => expect(pushAbility({ ...chrome, permission: 'denied' })).toBe('denied'));
  it('says unsupported without PushManager or notifications', () => {
    expect(pushAbility({ ...chrome, pushManager: false })).toBe('unsupported');
    expect(pushAbility({ ...chrome, notification: false, permission: undefined })).toBe('unsupported');
  });
  it('on iOS in a Safari tab, asks to add the guide to the home screen', () =>
    expect(pushAbility({ ...chrome, isIOS: true, pushManager: false, notification: false })).toBe('ios-install'));
  it('on iOS from the home screen, is ready', () => expect(pushAbility({ ...chrome, isIOS: true, standalone: true })).toBe('ready'));
});

describe('applicationServerKey', () => {
  it('decodes URL-safe base64 without padding', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const b64url = Buffer.from(bytes).toString('base64url');
    expect([...applicationServerKey(b64url)]).toEqual([...bytes]);
  });
});
