// Push journeys in Chromium with the real service worker: the warnings control in the visitor's language, a push
// delivered through CDP (ServiceWorker.deliverPushMessage, as a push service would) shows a notification with the
// right text in ja and ar, its click opens the announcement, and the pushed warning is there offline afterwards.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import type { Announcement } from '#shared/api/site';
import { localePush } from '../../server/push/titles';
import type { Locale } from '#shared/locales';
import { BASE, appReady, newPageWithWorker, useBrowser, waitForServiceWorker } from './harness';

const { browser } = useBrowser();

const WARNING: Record<'ja' | 'ar', Announcement> = {
  ja: {
    id: 'e2e-rainstorm-red',
    content: '<p>赤色暴雨警報が発令中です。地下の駐車場には近づかないでください。</p>',
    issuedTime: Math.floor(Date.now() / 1000),
    active: true,
    isWarning: true,
    channels: ['web', 'app'],
    kind: 'rainstorm',
  },
  ar: {
    id: 'e2e-typhoon-8',
    content: '<p>إشارة الإعصار رقم 8 سارية. يُرجى البقاء في الداخل.</p>',
    issuedTime: Math.floor(Date.now() / 1000),
    active: true,
    isWarning: true,
    channels: ['web', 'app'],
    kind: 'typhoon',
  },
};

async function visit(locale: Locale, path = '/announcement'): Promise<{ page: Page; context: BrowserContext }> {
  const page = await newPageWithWorker(browser(), { locale, permissions: ['notifications'] });
  const context = page.context();
  // A shared machine can be slow to serve a fresh context's first page: allow it time.
  await page.goto(`${BASE}/${locale}${path}`, { waitUntil: 'domcontentloaded', timeout: 90_000 });
  await appReady(page);
  await waitForServiceWorker(page);
  // The worker controls the page (first install claims it), so its caches answer this page's requests.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The first visit's background save is over, so it cannot store an older announcements answer after the push.
  await page.waitForFunction(
    async (l) => {
      const meta = await (await caches.open(`guide-pack:${l}`)).match(`${location.origin}/__guide-pack/meta`);
      return meta !== undefined;
    },
    locale,
    { timeout: 90_000, polling: 500 },
  );
  return { page, context };
}

/** Delivers a push message to the page's service worker registration as the browser's push service would. */
async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      const r = e.registrations.find((x) => !x.isDeleted && x.scopeURL.startsWith(BASE));
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE, registrationId: await registration, data });
  await cdp.detach();
}

interface Shown {
  title: string;
  body: string;
  tag: string;
  lang: string;
  dir: string;
  url: string | undefined;
}

async function notifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const list = await (await navigator.serviceWorker.ready).getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, lang: n.lang, dir: n.dir, url: (n.data as { url?: string } | null)?.url }));
  });
}

async function waitForNotification(page: Page, tag: string): Promise<Shown> {
  // The worker shows it as soon as it has run the push event: seconds on a busy machine.
  let hit: Shown | undefined;
  await expect
    .poll(async () => (hit = (await notifications(page)).find((n) => n.tag === tag)), { timeout: 30_000, message: `no notification with tag ${tag}` })
    .toBeDefined();
  return hit!;
}

async function worker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

describe('push warnings', () => {
  it('offers the warnings control in the visitor’s language, with the topics', { timeout: 180_000 }, async () => {
    const { page, context } = await visit('ja');
    const section = page.getByRole('region', { name: 'この端末で警報を受け取る' });
    await section.waitFor();
    expect(await section.getByRole('checkbox', { name: '台風シグナル' }).isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: '一般のお知らせ（交通、休業、イベント）' }).isChecked()).toBe(false);
    await section.getByRole('button', { name: '警報をオンにする' }).waitFor();
    await context.close();
  });

  it('shows a Japanese warning, keeps it for offline, and opens it on click', { timeout: 180_000 }, async () => {
    const { page, context } = await visit('ja');
    // The board has its answer from the network: nothing in flight can overwrite what the push writes.
    await page.locator('.announcement-board__list, .announcement-board__empty').first().waitFor();
    // Offline as a traveller meets it: HTTP cache emptied, every request refused, before the push arrives (so no
    // answer from the network can land in the cache after it). The server never had this warning, so only the push
    // can have put it on the board.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.route('**', (route) => route.abort('internetdisconnected'));
    const payload = localePush('ja', WARNING.ja);
    await deliverPush(page, JSON.stringify(payload));
    const shown = await waitForNotification(page, payload.tag);
    expect(shown).toMatchObject({ title: 'マカオの警報', lang: 'ja', dir: 'ltr', url: '/ja/announcement#ann-e2e-rainstorm-red' });
    expect(shown.body).toContain('赤色暴雨警報が発令中です');

    await page.goto(`${BASE}/ja/announcement`, { waitUntil: 'domcontentloaded' });
    await appReady(page);
    await page.getByRole('article', { name: '警告' }).filter({ hasText: '赤色暴雨警報が発令中です' }).waitFor();

    // The click as the browser dispatches it (its activation aside): the open guide is taken to the announcement.
    await page.goto(`${BASE}/ja`, { waitUntil: 'domcontentloaded' });
    await appReady(page);
    const sw = await worker(context);
    const navigated = page.waitForURL(/\/ja\/announcement#ann-e2e-rainstorm-red$/);
    // Written as a string: it runs in the worker, whose types (NotificationEvent, its global scope) the tests lack.
    await sw.evaluate(`(async () => {
      const [notification] = await self.registration.getNotifications({ tag: ${JSON.stringify(payload.tag)} });
      const event = new NotificationEvent('notificationclick', { notification });
      // Untrusted events refuse waitUntil; the handler's work runs all the same.
      Object.defineProperty(event, 'waitUntil', { value: () => undefined });
      self.dispatchEvent(event);
    })()`);
    await navigated;
    await page.getByText('赤色暴雨警報が発令中です', { exact: false }).first().waitFor();
    expect(await notifications(page)).toEqual([]);
    await context.close();
  });

  it('shows an Arabic warning right to left', { timeout: 180_000 }, async () => {
    const { page, context } = await visit('ar');
    const payload = localePush('ar', WARNING.ar);
    await deliverPush(page, JSON.stringify(payload));
    const shown = await waitForNotification(page, payload.tag);
    expect(shown).toMatchObject({ title: 'تحذير في ماكاو', lang: 'ar', dir: 'rtl', url: '/ar/announcement#ann-e2e-typhoon-8' });
    expect(shown.body).toContain('إشارة الإعصار رقم 8 سارية');
    await context.close();
  });

  it('still shows something for a push it cannot read', { timeout: 180_000 }, async () => {
    const { page, context } = await visit('en');
    await deliverPush(page, 'not json');
    const shown = await waitForNotification(page, 'announcement');
    expect(shown).toMatchObject({ title: 'Macao announcement', url: '/en/announcement' });
    await context.close();
  });
});
