// Lingui's Vite plugin compiles .po catalogues into modules exporting their messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
