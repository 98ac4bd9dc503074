// Remembers the language the visitor came from, for the not-found screen's way back.
import type { Locale } from '#shared/locales';
import { isEnabledLocale } from '#shared/locales';

const KEY = 'previous-locale';

export function rememberLocale(current: Locale): void {
  try {
    const last = sessionStorage.getItem('current-locale');
    if (last && last !== current) sessionStorage.setItem(KEY, last);
    sessionStorage.setItem('current-locale', current);
  } catch {
    // Storage unavailable: no way back is offered.
  }
}

export function previousLocale(): Locale | undefined {
  try {
    const v = sessionStorage.getItem(KEY);
    return isEnabledLocale(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
