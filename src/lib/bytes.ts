// Sizes as visitors read them ("2.4 MB", "850 kB"), in their language's number format.
import { LOCALE_TABLE, type Locale } from '#shared/locales';

const MB = 1_000_000;

export function formatBytes(bytes: number, locale: Locale): string {
  const tag = LOCALE_TABLE[locale].bcp47;
  if (bytes >= 1000 * MB) return new Intl.NumberFormat(tag, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(bytes / (1000 * MB));
  if (bytes >= MB / 10) return new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MB);
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(0, bytes) / 1000);
}
