// What the server writes itself comes from its Lingui catalogue (server/i18n/locales/), in the visitor's language:
// the PDFs' labels, the site's name and description, the default weather's skies.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { inEveryLocale, serverI18n } from '../../../../server/i18n/server-i18n';
import { pdfLabels } from '../../../../server/media/pdf/labels';
import { siteDescription, siteName } from '../../../../server/seo/site-text';
import { defaultWeather } from '../../../../server/live/weather-default';

describe('the server catalogue', () => {
  it('words the PDF labels in each locale', () => {
    expect(pdfLabels('zh-hant').venue).toBe('地點');
    expect(pdfLabels('pt').openingHours).toBe('Horário');
    expect(pdfLabels('ar').noEvents).toBe('لا توجد فعاليات مدرجة لهذا الشهر بعد.');
    expect(pdfLabels('en').hotline).toBe('Tourist hotline');
  });

  it("gives the site's name and description in each locale", () => {
    expect(siteName('ja')).toBe('マカオ観光');
    expect(siteDescription('fr')).toBe('Le guide touristique officiel de Macao : sites, circuits, restaurants, hôtels, événements et une carte hors ligne.');
  });

  it('translates every message in every locale (none reads as its id)', () => {
    for (const locale of LOCALES) {
      const labels = Object.values(pdfLabels(locale));
      expect(
        labels.every((l) => l !== '' && !/^pdf\./.test(l)),
        locale,
      ).toBe(true);
      expect(siteName(locale), locale).not.toBe('site.name');
    }
  });

  it("writes the default weather's skies in every locale, as the store keeps text", () => {
    const summary = defaultWeather(new Date('2026-11-28T04:00:00Z')).forecast[0]!.summary;
    expect(Object.keys(summary).sort()).toEqual([...LOCALES].sort());
    expect(inEveryLocale({ id: 'weather.showers', message: 'Cloudy with a few showers' }).ko).toBe('흐리고 가끔 소나기');
  });

  it('reads a message missing from the catalogue in English', () => {
    expect(serverI18n('de')._({ id: 'test.absent', message: 'Not in any catalogue' })).toBe('Not in any catalogue');
  });
});
