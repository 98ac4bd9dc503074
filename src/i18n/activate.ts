// Loads a locale's catalogue chunk, activates it in Lingui and sets <html lang dir>.
import { i18n } from '@lingui/core';
import { LOCALE_TABLE, type Locale } from '#shared/locales';

const loaded = new Set<Locale>();

async function loadCatalogue(locale: Locale) {
  // Each locale becomes its own lazy chunk, precached by the service worker for offline switching.
  const mod = (await import(`../../locales/${locale}/messages.po`)) as { messages: Record<string, string> };
  return mod.messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loadCatalogue(locale));
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  // The server renders pages too (src/entry-server.tsx): it sets <html lang dir> in the HTML it sends.
  if (typeof document === 'undefined') return;
  const info = LOCALE_TABLE[locale];
  const root = document.documentElement;
  // Only what differs (the server sent these): a write to <html>, even of the same value, restyles the whole page.
  if (root.lang !== info.bcp47) root.lang = info.bcp47;
  if (root.dir !== info.dir) root.dir = info.dir;
  if (root.dataset.locale !== locale) root.dataset.locale = locale;
}

export { i18n };
