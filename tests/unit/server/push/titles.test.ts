// The notification's title comes from the server's catalogue in the subscriber's language, and the worker's English
// title for a push it cannot read is that catalogue's English wording.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { UNREADABLE_PUSH } from '#shared/push';
import { serverI18n } from '../../../../server/i18n/server-i18n';
import { ANNOUNCEMENT_TITLE, localePush, notificationTitle } from '../../../../server/push/titles';

const announcement = { id: 'x', content: '<p>Ferries resume at 2 pm.</p>', issuedTime: 1, active: true, isWarning: false, channels: ['web'] };

describe('notificationTitle', () => {
  it('words a warning and an announcement in the locale', () => {
    expect(notificationTitle('ja', true)).toBe('マカオの警報');
    expect(notificationTitle('ar', true)).toBe('تحذير في ماكاو');
    expect(notificationTitle('de', false)).toBe('Mitteilung aus Macau');
    expect(notificationTitle('en', true)).toBe('Macao warning');
  });
  it('has its own wording in every locale (no English left in another language)', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(notificationTitle(locale, true), locale).not.toBe(notificationTitle('en', true));
      expect(notificationTitle(locale, false), locale).not.toBe(notificationTitle('en', false));
    }
  });
  it('titles the push by the announcement being a warning or not', () => {
    expect(localePush('fr', announcement).title).toBe('Annonce de Macao');
    expect(localePush('fr', { ...announcement, isWarning: true })).toMatchObject({ title: 'Alerte à Macao', lang: 'fr', body: 'Ferries resume at 2 pm.' });
  });
  it("gives the worker's unreadable-push title the catalogue's English", () => {
    expect(UNREADABLE_PUSH.title).toBe(serverI18n('en')._(ANNOUNCEMENT_TITLE));
  });
});
