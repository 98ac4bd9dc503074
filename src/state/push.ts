// Push warnings on this device: what the browser allows, whether this device is subscribed and to which topics,
// and the actions (turn on, change topics, stop, re-sync on every app open since pushsubscriptionchange is unreliable).
import { proxy, useSnapshot } from 'valtio';
import type { Locale } from '#shared/locales';
import { DEFAULT_PUSH_TOPICS, isPushTopic, type PushTopic } from '#shared/push';
import { applicationServerKey, pushAbility, type PushAbility } from '#/lib/push-support';
import { fetchPushKey, removeSubscription, saveSubscription } from '#/api/push';
import { ui } from './ui';
import { installOffer } from './install-offer';

const TOPICS_KEY = 'push-topics';

export type PushStatus = 'off' | 'on' | 'working' | 'failed';

export const push = proxy({
  ability: 'unsupported' as PushAbility,
  status: 'off' as PushStatus,
  topics: [...DEFAULT_PUSH_TOPICS] as PushTopic[],
});

export function usePush() {
  return useSnapshot(push);
}

function storedTopics(): PushTopic[] | undefined {
  try {
    const raw = JSON.parse(localStorage.getItem(TOPICS_KEY) ?? 'null') as unknown;
    return Array.isArray(raw) ? raw.filter(isPushTopic) : undefined;
  } catch {
    return undefined;
  }
}

function storeTopics(topics: PushTopic[] | undefined): void {
  try {
    if (topics) localStorage.setItem(TOPICS_KEY, JSON.stringify(topics));
    else localStorage.removeItem(TOPICS_KEY);
  } catch {
    // Private modes: the choice lasts this visit.
  }
}

function standalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

export function readAbility(): PushAbility {
  return pushAbility({
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : undefined,
    isIOS: ui.isIOS,
    standalone: standalone(),
  });
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

async function subscribeDevice(): Promise<PushSubscription> {
  const reg = await registration();
  const existing = await reg.pushManager.getSubscription();
  if (existing) return existing;
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(await fetchPushKey()) });
}

/** Asks for permission if needed, subscribes and tells the server the locale and topics. */
export async function turnOnWarnings(locale: Locale, topics: PushTopic[]): Promise<void> {
  push.status = 'working';
  try {
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') {
      push.ability = readAbility();
      push.status = 'off';
      return;
    }
    const subscription = await subscribeDevice();
    await saveSubscription(subscription.toJSON(), locale, topics);
    push.topics = [...topics];
    storeTopics(topics);
    push.status = 'on';
    installOffer.open = false;
  } catch (err) {
    console.warn('Push warnings could not be turned on', err);
    push.status = 'failed';
  }
}

export async function stopWarnings(): Promise<void> {
  push.status = 'working';
  try {
    const subscription = await (await registration()).pushManager.getSubscription();
    if (subscription) {
      await removeSubscription(subscription.endpoint).catch(() => undefined);
      await subscription.unsubscribe();
    }
    storeTopics(undefined);
    push.status = 'off';
  } catch (err) {
    console.warn('Push warnings could not be stopped', err);
    push.status = 'failed';
  }
}

/**
 * On every app open: read what the browser allows; if the visitor turned warnings on, make sure the device is still
 * subscribed (subscribing again if the browser dropped it) and that the server has its current endpoint and locale.
 */
export async function resyncWarnings(locale: Locale): Promise<void> {
  push.ability = readAbility();
  const topics = storedTopics();
  if (topics) push.topics = topics;
  if (push.ability !== 'ready' || !topics || Notification.permission !== 'granted') {
    push.status = 'off';
    return;
  }
  try {
    const subscription = await subscribeDevice();
    await saveSubscription(subscription.toJSON(), locale, topics);
    push.status = 'on';
  } catch (err) {
    // Offline or the server is away: the next open tries again; the device keeps its subscription.
    console.warn('Push subscription not re-synced', err);
    push.status = 'on';
  }
}

/** The guide was installed: offer warnings, unless this device already has them. */
export function offerWarningsAfterInstall(): void {
  if (push.status !== 'on') installOffer.open = true;
}
