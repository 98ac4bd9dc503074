// Articles (SPEC §3 article): one article by category and slug, by slug alone, and the articles of a category.
import type { Locale } from '#shared/locales';
import { apiPath } from '#shared/api/paths';
import { apiQuery } from './queries';

export type { ArticleDetail, ArticleSummary, AudioGuideItem } from '#shared/api/info';

export const articleDetailQuery = (locale: Locale, category: string, slug: string) =>
  apiQuery(locale, ['article-page', category, slug], apiPath('/api/article/:category/:slug', { category, slug }));

export const articleBySlugQuery = (locale: Locale, slug: string) => apiQuery(locale, ['article-by-slug', slug], apiPath('/api/article'), { params: { slug } });

export const articleListQuery = (locale: Locale, category: string) =>
  apiQuery(locale, ['article-list', category], apiPath('/api/article/:category', { category }));
