// Unit tests for the POI popup rules (SPEC §3/§5): temporary closure and the lines each type shows.
import { describe, expect, it } from 'vitest';
import { isTemporarilyClosed, poiPopupLines, telHref } from '#/features/sight-map/poi-rules';
import type { Poi } from '#shared/api/places';

const base: Poi = { id: 'p', type: 'publictoilet', name: 'Toilet', coordinate: [113.54, 22.19] };
const kinds = (p: Poi, today = '2026-11-22') => poiPopupLines(p, today).map((l) => l.kind);

describe('temporary closure', () => {
  it('is shown when flagged', () => {
    expect(isTemporarilyClosed({ tempClose: true }, '2026-11-22')).toBe(true);
    expect(isTemporarilyClosed({ tempClosed: true }, '2026-11-22')).toBe(true);
    expect(isTemporarilyClosed({}, '2026-11-22')).toBe(false);
  });
  it('is shown when today lies in the window, inclusive', () => {
    const w = { tmpCloseStart: '2026-11-20', tmpCloseEnd: '2026-11-22' };
    expect(isTemporarilyClosed(w, '2026-11-19')).toBe(false);
    expect(isTemporarilyClosed(w, '2026-11-20')).toBe(true);
    expect(isTemporarilyClosed(w, '2026-11-22')).toBe(true);
    expect(isTemporarilyClosed(w, '2026-11-23')).toBe(false);
  });
  it('allows open-ended windows', () => {
    expect(isTemporarilyClosed({ tmpCloseStart: '2026-11-01' }, '2027-05-01')).toBe(true);
    expect(isTemporarilyClosed({ tmpCloseStart: '2026-12-01' }, '2026-11-22')).toBe(false);
    expect(isTemporarilyClosed({ tmpCloseEnd: '2026-11-30' }, '2026-11-22')).toBe(true);
    expect(isTemporarilyClosed({ tmpCloseEnd: '2026-11-21' }, '2026-11-22')).toBe(false);
  });
  it('reads timestamps by their date part', () => {
    expect(isTemporarilyClosed({ tmpCloseStart: '2026-11-22T10:00:00+08:00' }, '2026-11-22')).toBe(true);
  });
  it('puts the closure line first with its window', () => {
    const lines = poiPopupLines({ ...base, tmpCloseStart: '2026-11-01', address: 'Rua' }, '2026-11-22');
    expect(lines[0]).toEqual({ kind: 'closed', from: '2026-11-01' });
  });
});

describe('popup lines', () => {
  it('shows the Wi-Fi network, and the password only when present', () => {
    expect(kinds({ ...base, type: 'freewifi', ssid: 'WiFi GO' })).toEqual(['ssid']);
    expect(kinds({ ...base, type: 'freewifi', ssid: 'WiFi GO', password: 'macao' })).toEqual(['ssid', 'password']);
    expect(kinds({ ...base, type: 'freewifi', ssid: 'WiFi GO', password: '  ' })).toEqual(['ssid']);
  });
  it('shows Wi-Fi fields only for free Wi-Fi spots', () => {
    expect(kinds({ ...base, type: 'hotel', ssid: 'guest', password: 'x' })).toEqual([]);
  });
  it('turns the telephone into a tel: link', () => {
    const tel = poiPopupLines({ ...base, tel: '+853 2838 8166' }, '2026-11-22').find((l) => l.kind === 'tel');
    expect(tel).toEqual({ kind: 'tel', text: '+853 2838 8166', href: 'tel:+85328388166' });
    expect(telHref('(853) 2833-3000')).toBe('tel:85328333000');
  });
  it('lists bus routes for bus stops and the line for light-rail stations', () => {
    const bus = poiPopupLines({ ...base, type: 'busstop', routes: ['2', '9A'] }, '2026-11-22');
    expect(bus).toContainEqual({ kind: 'busRoutes', routes: ['2', '9A'] });
    const lrt = poiPopupLines({ ...base, type: 'lrt', route: 'Taipa Line', line: 'taipa' }, '2026-11-22');
    expect(lrt).toContainEqual({ kind: 'lrtLine', text: 'Taipa Line' });
    expect(kinds({ ...base, type: 'busstop', routes: [] })).toEqual([]);
  });
  it('keeps a stable order: address, opening hours, telephone, distance', () => {
    expect(kinds({ ...base, address: 'Rua', openingHour: 'Daily', tel: '1', distance: 40 })).toEqual(['address', 'openingHour', 'tel', 'distance']);
  });
});
