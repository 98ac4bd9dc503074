// Locale-correct numbers, units, dates and times through Intl (never a literal " m", " km" or "°C"): one place for
// every screen, the server and the service worker. Each function takes the BCP 47 tag (LOCALE_TABLE[l].bcp47).

/** Macao's time zone: opening hours, announcements and event times are Macao local time. */
export const MACAO_TIME_ZONE = 'Asia/Macau';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.NumberFormat (building one costs far more than formatting with it). */
export function numberFormat(bcp47: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${bcp47}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(bcp47, options);
    numberFormats.set(key, f);
  }
  return f;
}

/** A cached Intl.DateTimeFormat. */
export function dateTimeFormat(bcp47: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${bcp47}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(bcp47, options);
    dateFormats.set(key, f);
  }
  return f;
}

/**
 * The same spaces whichever ICU formatted the text: the server's Node and the visitor's browser differ in thin (U+2009)
 * and narrow no-break (U+202F) spaces around ranges and times, and a server-rendered page must hydrate to the same text.
 */
export function canonicalSpaces(text: string): string {
  return text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0');
}

/** A plain number in the locale's digits and separators ('1,234.5', '1.234,5'). */
export function formatNumber(value: number, bcp47: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(bcp47, options).format(value);
}

/** A walking distance: whole metres under a kilometre ('350 m', '350 مترًا'), kilometres to one decimal above ('1.2 km', '1,2 km'). */
export function formatDistance(metres: number, bcp47: string): string {
  if (Math.round(metres) < 1000) return numberFormat(bcp47, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres));
  return formatKilometres(metres / 1000, bcp47);
}

/** A length given in kilometres, to one decimal ('2.5 km', '2,5 km', '2.5 公里'). */
export function formatKilometres(km: number, bcp47: string): string {
  return numberFormat(bcp47, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km);
}

/** A temperature in degrees Celsius, whole degrees by default ('28°C', '28 °C', '28°م'). */
export function formatTemperature(celsius: number, bcp47: string, maximumFractionDigits = 0): string {
  return numberFormat(bcp47, { style: 'unit', unit: 'celsius', maximumFractionDigits }).format(celsius);
}

/** A temperature range with the locale's range sign and one unit ('24–29 °C', '24~29°C'). */
export function formatTemperatureRange(min: number, max: number, bcp47: string): string {
  const f = numberFormat(bcp47, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 });
  return canonicalSpaces(min === max ? f.format(min) : f.formatRange(Math.min(min, max), Math.max(min, max)));
}

/** A percentage given on a 0–100 scale (humidity 80 → '80%', '80 %', '80‎%‎'). */
export function formatPercent(value: number, bcp47: string, maximumFractionDigits = 0): string {
  return numberFormat(bcp47, { style: 'percent', maximumFractionDigits }).format(value / 100);
}

/**
 * A [lon, lat] position as 'lat, lon' with five decimals (about a metre), always in Western digits with a full
 * stop: coordinates are copied into map apps and read against GPS screens, which expect that form in every locale.
 */
export function formatCoordinate(lonLat: readonly [number, number]): string {
  const f = numberFormat('en', { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });
  return `${f.format(lonLat[1])}, ${f.format(lonLat[0])}`;
}

/** A calendar date ('24 Nov 2026', '2026年11月24日'); dates without a time are read as UTC days. */
export function formatDate(date: Date | string, bcp47: string, dateStyle: 'long' | 'medium' | 'short' = 'medium', timeZone = 'UTC'): string {
  return canonicalSpaces(dateTimeFormat(bcp47, { dateStyle, timeZone }).format(typeof date === 'string' ? new Date(date) : date));
}

/** A moment in Macao time, date and clock time ('24 Nov 2026, 18:30'). */
export function formatDateTime(date: Date | string, bcp47: string, timeZone = MACAO_TIME_ZONE): string {
  return canonicalSpaces(dateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(typeof date === 'string' ? new Date(date) : date));
}

/** Options for a clock time in the locale: 24-hour locales write timetables with two-digit hours (09:00), 12-hour ones without (9:00 AM). */
export function clockOptions(bcp47: string): Intl.DateTimeFormatOptions {
  const cycle = dateTimeFormat(bcp47, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hourCycle;
  return { hour: cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric', minute: '2-digit', timeZone: 'UTC' };
}

/** A clock time given as minutes after midnight, in the locale's 12- or 24-hour style ('18:30', '6:30 PM', '오후 6:30'). */
export function formatClock(minutes: number, bcp47: string): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return canonicalSpaces(dateTimeFormat(bcp47, clockOptions(bcp47)).format(new Date(Date.UTC(2024, 0, 1, Math.floor(m / 60), m % 60))));
}
