// Loads the operator area's catalogue for a language, activates it and sets <html lang>.
import { i18n } from '@lingui/core';
import { OPERATOR_BCP47, type OperatorLocale } from './locales';

const STORAGE_KEY = 'operator-locale';

export async function activateOperatorLocale(locale: OperatorLocale): Promise<void> {
  const { messages } = (await import(`../../locales/operator/${locale}.po`)) as { messages: Record<string, string> };
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = OPERATOR_BCP47[locale];
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
}

export function storedOperatorLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export { i18n };
