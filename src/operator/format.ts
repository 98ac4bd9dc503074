// Dates and times as the operator area shows them: in Macao time, in the area's language.
import { useLingui } from '@lingui/react';
import { OPERATOR_BCP47, isOperatorLocale } from './locales';

export function useDateTime(): (ms: number) => string {
  const { i18n } = useLingui();
  const tag = isOperatorLocale(i18n.locale) ? OPERATOR_BCP47[i18n.locale] : 'en';
  const f = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Macau' });
  return (ms) => f.format(new Date(ms));
}
