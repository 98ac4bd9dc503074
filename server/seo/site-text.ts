// The site's own name and description in each locale: the share preview and search snippet of pages without content
// of their own. Messages of the server's catalogue (server/i18n/locales/); the name is worded as the app's
// "Macao Tourism" message is in each visitor catalogue (locales/<l>/messages.po).
import type { Locale } from '#shared/locales';
import { serverI18n } from '../i18n/server-i18n';

const SITE_NAME = /*i18n*/ { id: 'site.name', message: 'Macao Tourism' };
const SITE_DESCRIPTION = /*i18n*/ {
  id: 'site.description',
  message: 'The official travel guide to Macao: sights, tours, dining, hotels, events and an offline map.',
};

export const siteName = (locale: Locale): string => serverI18n(locale)._(SITE_NAME);

export const siteDescription = (locale: Locale): string => serverI18n(locale)._(SITE_DESCRIPTION);
