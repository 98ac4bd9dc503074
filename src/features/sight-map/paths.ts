// Paths of the map-based screens under /{locale}.
import { EXPERIENCE_PATHS, type ExperienceCategory } from '#shared/routes';
import type { Locale } from '#shared/locales';

export function categoryBase(category: string): string {
  return EXPERIENCE_PATHS[category as ExperienceCategory] ?? category;
}

export function sightMapPath(locale: Locale, category: string, group?: string, entity?: string): string {
  return ['', locale, categoryBase(category), group, entity].filter((p) => p !== undefined).join('/');
}
