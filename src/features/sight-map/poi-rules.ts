// What a POI popup shows (SPEC §3, §5): temporary closure by flag or date window (open-ended allowed), Wi-Fi
// network and password only when present, opening hours, a tel: link, bus routes and the light-rail line.
import type { Poi } from '#shared/api/places';
import type { OpeningHours } from '#shared/opening-hours';

/** SPEC §5: closed when flagged, or when `today` (YYYY-MM-DD) lies in the possibly open-ended closure window. */
export function isTemporarilyClosed(p: Pick<Poi, 'tempClose' | 'tempClosed' | 'tmpCloseStart' | 'tmpCloseEnd'>, today: string): boolean {
  if (p.tempClose === true || p.tempClosed === true) return true;
  const start = p.tmpCloseStart?.slice(0, 10);
  const end = p.tmpCloseEnd?.slice(0, 10);
  if (!start && !end) return false;
  return (!start || start <= today) && (!end || today <= end);
}

export type PopupLine =
  | { kind: 'closed'; from?: string; to?: string }
  | { kind: 'address'; text: string }
  | { kind: 'openingHour'; text?: string; hours?: OpeningHours; spec?: string; publicHolidays?: string[]; fallback: boolean }
  | { kind: 'tel'; text: string; href: string }
  | { kind: 'ssid'; text: string }
  | { kind: 'password'; text: string }
  | { kind: 'info'; text: string }
  | { kind: 'busRoutes'; routes: string[] }
  | { kind: 'lrtLine'; text: string }
  | { kind: 'showDate'; text: string }
  | { kind: 'distance'; metres: number };

/** A tel: URI with only the digits and a leading plus. */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+]/g, '')}`;
}

const present = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== '';

export function poiPopupLines(p: Poi, today: string): PopupLine[] {
  const lines: PopupLine[] = [];
  if (isTemporarilyClosed(p, today)) {
    lines.push({
      kind: 'closed',
      ...(p.tmpCloseStart ? { from: p.tmpCloseStart.slice(0, 10) } : {}),
      ...(p.tmpCloseEnd ? { to: p.tmpCloseEnd.slice(0, 10) } : {}),
    });
  }
  if (present(p.showDate)) lines.push({ kind: 'showDate', text: p.showDate });
  if (present(p.address)) lines.push({ kind: 'address', text: p.address });
  if (present(p.openingHour) || present(p.hours)) {
    lines.push({
      kind: 'openingHour',
      ...(present(p.openingHour) ? { text: p.openingHour } : {}),
      ...(present(p.hours) ? { spec: p.hours, ...(p.publicHolidays ? { publicHolidays: p.publicHolidays } : {}) } : {}),
      ...(p.openingHours ? { hours: p.openingHours } : {}),
      fallback: Boolean(p.fallbackFields?.includes('openingHour')),
    });
  }
  if (present(p.tel)) lines.push({ kind: 'tel', text: p.tel, href: telHref(p.tel) });
  if (p.type === 'freewifi') {
    if (present(p.ssid)) lines.push({ kind: 'ssid', text: p.ssid });
    if (present(p.password)) lines.push({ kind: 'password', text: p.password });
    if (present(p.info)) lines.push({ kind: 'info', text: p.info });
  }
  if (p.type === 'busstop' && p.routes && p.routes.length > 0) lines.push({ kind: 'busRoutes', routes: p.routes });
  if (p.type === 'lrt') {
    const line = p.route ?? p.line;
    if (present(line)) lines.push({ kind: 'lrtLine', text: line });
  }
  if (typeof p.distance === 'number') lines.push({ kind: 'distance', metres: p.distance });
  return lines;
}
