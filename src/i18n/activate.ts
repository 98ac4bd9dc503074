// Loads a locale's catalogue, activates it in Lingui and sets <html lang dir>.
//
// Each catalogue comes in two parts (scripts/bundle/catalogue-parts.ts): `first`, the messages of the code the home
// page runs before it is interactive, and `rest`. The home page starts with the first part only; every other page, and
// everything that loads later (lazy parts, modals, menus), waits for the whole catalogue (withWholeCatalogue).
import { i18n, type Messages } from '@lingui/core';
import { catalogueLoaders } from 'virtual:catalogues';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { webManifestPath } from '#shared/web-manifest';

type Part = 'first' | 'rest';

/** One request per locale and part, shared by everyone who asks; a failed load may be tried again. */
const parts = new Map<string, Promise<Messages>>();
/** Locales whose rest part is already among Lingui's messages. */
const whole = new Set<Locale>();
/** Locales whose first part is. */
const started = new Set<Locale>();

function loadPart(locale: Locale, part: Part): Promise<Messages> {
  const key = `${locale}/${part}`;
  let loading = parts.get(key);
  if (!loading) {
    // Each locale's parts are their own lazy chunks, precached by the service worker for offline switching.
    loading = catalogueLoaders[locale][part]().then((m) => m.messages);
    loading.catch(() => parts.delete(key));
    parts.set(key, loading);
  }
  return loading;
}

/**
 * A locale's whole catalogue, for a Lingui instance of its own: the server renders each page with one per request
 * (src/entry-server.tsx), never with the shared `i18n` another request may switch meanwhile.
 */
export function wholeCatalogueOf(locale: Locale): Promise<Messages> {
  let merged = wholeCatalogues.get(locale);
  if (!merged) {
    merged = Promise.all([loadPart(locale, 'first'), loadPart(locale, 'rest')]).then(([first, rest]) => ({ ...first, ...rest }));
    merged.catch(() => wholeCatalogues.delete(locale));
    wholeCatalogues.set(locale, merged);
  }
  return merged;
}

/** Each locale's two parts merged once (never changed afterwards: every render reads the same object). */
const wholeCatalogues = new Map<Locale, Promise<Messages>>();

export interface ActivateOptions {
  /** Only the first part (the home page before it is interactive); the rest follows with wholeCatalogue. */
  firstOnly?: boolean;
}

export async function activateLocale(locale: Locale, options: ActivateOptions = {}): Promise<void> {
  // Only the page's first activation in the browser may start with part of the catalogue: the server renders every
  // part of a page, and a later change of language re-renders screens whose code (and so their texts) is already here.
  const partial = options.firstOnly === true && typeof document !== 'undefined' && (started.size === 0 || i18n.locale === locale);
  if (partial) {
    if (!started.has(locale)) {
      i18n.load(locale, await loadPart(locale, 'first'));
      started.add(locale);
    }
  } else if (!whole.has(locale)) {
    const [first, rest] = await Promise.all([loadPart(locale, 'first'), loadPart(locale, 'rest')]);
    i18n.load(locale, { ...first, ...rest });
    started.add(locale);
    whole.add(locale);
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
  // The offline shell comes with the English manifest; an install from here should speak the page's language.
  const manifest = document.querySelector('link[rel="manifest"]');
  const href = webManifestPath(locale);
  if (manifest && manifest.getAttribute('href') !== href) manifest.setAttribute('href', href);
}

/**
 * Resolves once the active locale's whole catalogue is loaded. The rest part joins the messages already active without
 * a re-render: nothing on screen uses it yet (whatever would has waited for this).
 */
export async function wholeCatalogue(): Promise<void> {
  const locale = i18n.locale as Locale;
  if (!locale || whole.has(locale)) return;
  const rest = await loadPart(locale, 'rest');
  if (whole.has(locale)) return;
  if (i18n.locale === locale) Object.assign(i18n.messages, rest);
  else i18n.load(locale, rest);
  whole.add(locale);
}

/** A lazy module's loader that also waits for the whole catalogue, so what it renders has its messages. */
export function withWholeCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), wholeCatalogue()]).then(([loaded]) => loaded);
}

// A message asked for before its part arrived (a lazy path that did not wait): load the rest and render again, so an
// id never stays on screen.
i18n.on('missing', ({ id }) => {
  const locale = i18n.locale as Locale;
  if (whole.has(locale)) return;
  // A code path that should have waited (withWholeCatalogue): the journeys that watch the console fail on this.
  console.warn(`Message ${id} was asked for before the rest of the ${locale} catalogue`);
  void loadPart(locale, 'rest').then((rest) => {
    if (whole.has(locale)) return;
    i18n.load(locale, rest);
    whole.add(locale);
  });
});

export { i18n };
