// Sizes and language lists of the information pages, written with the visitor's locale conventions.

export function formatFileSize(bytes: number, bcp47: string): string {
  const kb = bytes / 1024;
  if (kb < 1024) return new Intl.NumberFormat(bcp47, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(kb)));
  return new Intl.NumberFormat(bcp47, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(kb / 1024);
}

/** A list of language names in the visitor's language ("English, Portuguese and Chinese"). */
export function formatList(items: string[], bcp47: string): string {
  return new Intl.ListFormat(bcp47, { style: 'long', type: 'conjunction' }).format(items);
}
