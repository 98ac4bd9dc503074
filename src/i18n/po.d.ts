// Lingui's Vite plugin compiles .po catalogues (the operator area's) into modules exporting their messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The visitors' catalogues in two parts each (scripts/bundle/catalogue-parts.ts): what the home page needs first, and the rest.
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';
  import type { Locale } from '#shared/locales';
  export const catalogueLoaders: Record<Locale, Record<'first' | 'rest', () => Promise<{ messages: Messages }>>>;
}
