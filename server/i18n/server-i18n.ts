// The server's own catalogue (what it writes itself: PDF labels, the site's name and description, the default
// weather, the push notifications' titles), compiled by `lingui compile --config lingui.server.config.ts` into
// server/i18n/locales/<locale>.ts and imported here, so the compiled server carries it. An i18n instance is made per
// use: the server answers every locale at once, so no instance is shared or switched between requests.
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { ML } from '#shared/api/text';
import { LOCALES, type Locale } from '#shared/locales';
import { messages as zhHant } from './locales/zh-hant';
import { messages as zhHans } from './locales/zh-hans';
import { messages as pt } from './locales/pt';
import { messages as en } from './locales/en';
import { messages as ja } from './locales/ja';
import { messages as ko } from './locales/ko';
import { messages as th } from './locales/th';
import { messages as id } from './locales/id';
import { messages as ru } from './locales/ru';
import { messages as ms } from './locales/ms';
import { messages as de } from './locales/de';
import { messages as fr } from './locales/fr';
import { messages as es } from './locales/es';
import { messages as it } from './locales/it';
import { messages as ar } from './locales/ar';

const CATALOGUES: Record<Locale, Messages> = {
  'zh-hant': zhHant,
  'zh-hans': zhHans,
  pt,
  en,
  ja,
  ko,
  th,
  id,
  ru,
  ms,
  de,
  fr,
  es,
  it,
  ar,
};

/** An i18n instance in `locale`, its catalogue loaded (a message it does not translate reads in English). */
export function serverI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
}

/** A message in every locale, as the store keeps multilingual text (the API picks the visitor's). */
export function inEveryLocale(message: MessageDescriptor): ML {
  const ml: ML = { en: serverI18n('en')._(message) };
  for (const locale of LOCALES) ml[locale] = serverI18n(locale)._(message);
  return ml;
}
