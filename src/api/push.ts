// The visitors' push API: the server's public VAPID key, and the subscription kept (or re-synced) and removed.
import type { Locale } from '#shared/locales';
import type { PushTopic } from '#shared/push';
import { NETWORK_ONLY_HEADER } from '#shared/offline';

const JSON_HEADERS = { 'content-type': 'application/json', [NETWORK_ONLY_HEADER]: '1' };

async function ok(res: Response): Promise<Response> {
  if (!res.ok) throw new Error(`push API answered ${res.status}`);
  return res;
}

export async function fetchPushKey(): Promise<string> {
  const res = await ok(await fetch('/api/push/key', { headers: { [NETWORK_ONLY_HEADER]: '1' }, cache: 'no-store' }));
  return ((await res.json()) as { publicKey: string }).publicKey;
}

export async function saveSubscription(subscription: PushSubscriptionJSON, locale: Locale, topics: readonly PushTopic[]): Promise<void> {
  await ok(
    await fetch('/api/push/subscription', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys, locale, topics }),
    }),
  );
}

export async function removeSubscription(endpoint: string): Promise<void> {
  await ok(await fetch('/api/push/unsubscribe', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ endpoint }) }));
}
