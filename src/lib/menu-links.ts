// Paths of the header menus' entries, shared by the desktop and mobile menus.
import { EXPERIENCE_PATHS, type ExperienceCategory } from '#shared/routes';
import type { Locale } from '#shared/locales';
import type { TravelEssentialMenuEntry } from '#shared/api/site';

export const MAX_TRIP_ITEMS = 5;

export function experiencePath(locale: Locale, category: string, group?: string, entity?: string): string {
  const base = EXPERIENCE_PATHS[category as ExperienceCategory] ?? category;
  return ['', locale, base, group, entity].filter((p) => p !== undefined).join('/');
}

export function essentialItemPath(locale: Locale, item: TravelEssentialMenuEntry['items'][number]): string {
  if (item.link) return item.link.startsWith('http') ? item.link : `/${locale}${item.link.startsWith('/') ? '' : '/'}${item.link}`;
  return `/${locale}/travelessential/${item.category}/${item.slug}`;
}
