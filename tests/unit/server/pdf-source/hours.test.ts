import { describe, expect, it } from 'vitest';
import { hoursText } from '../../../../server/pdf-source/hours';

describe('hoursText', () => {
  it('words hours for a PDF in the locale, with closed days and public holidays', () => {
    expect(hoursText('Mo,We-Su 10:00-18:00; Tu off; PH 10:00-18:00', 'en')).toBe(
      'Monday: 10:00 AM – 6:00 PM; Tuesday: Closed; Wednesday–Sunday: 10:00 AM – 6:00 PM; Public holidays: 10:00 AM – 6:00 PM',
    );
    expect(hoursText('Tu-Su 10:00-18:00', 'de')).toBe('Montag: Geschlossen; Dienstag–Sonntag: 10:00–18:00');
  });
});
