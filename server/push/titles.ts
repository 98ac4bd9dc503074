// A notification's title in the subscriber's language: messages of the server's catalogue (server/i18n/locales/),
// so `npm run i18n:check` sees every locale's wording. The body is the announcement's own text.
import type { Announcement } from '#shared/api/site';
import type { Locale } from '#shared/locales';
import { pushPayload, type PushedWarnings, type PushPayload } from '#shared/push';
import { serverI18n } from '../i18n/server-i18n';

const WARNING_TITLE = /*i18n*/ { id: 'push.title.warning', message: 'Macao warning' };
/** sw/push.ts shows this English wording itself for a push it cannot read (tests/unit/server/push/titles.test.ts). */
export const ANNOUNCEMENT_TITLE = /*i18n*/ { id: 'push.title.announcement', message: 'Macao announcement' };

export function notificationTitle(locale: Locale, isWarning: boolean): string {
  return serverI18n(locale)._(isWarning ? WARNING_TITLE : ANNOUNCEMENT_TITLE);
}

/** The push for one announcement in one locale (its content already in that locale, or English), titled. */
export function localePush(locale: Locale, a: Announcement, inForce?: PushedWarnings): PushPayload {
  return pushPayload(locale, a, notificationTitle(locale, a.isWarning), inForce);
}
