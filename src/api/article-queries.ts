// Articles (SPEC §3 article): one article by category and slug, by slug alone, and the articles of a category.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { apiGet } from './client';
import { CACHE_TIME_MS, QUERY_ROOT } from './queries';
import type { Localized } from '#shared/api/text';

/** An audio item (SPEC §3 media props): `lang` is the language it is spoken in, when not the page's. */
export interface AudioGuideItem extends Localized {
  value: string;
  name: string;
  link: string;
  lang: string;
  /** The narration as text, in the page's language (its fallback field named in fallbackFields). */
  transcript?: string;
}

export interface ArticleDetail extends Localized {
  category: string;
  slug: string;
  title: string;
  summary?: string;
  banner: string;
  thumbnail: string;
  content?: string;
  tabs: { id: string; title: string; content: string; fallbackFields?: string[] }[];
  sections: { id: string; title: string; content: string; fallbackFields?: string[] }[];
  author?: { name: string; link?: string };
  otherMedia: { audioGuide: AudioGuideItem[] };
  updatedAt: string;
  /** CSS applied to this article only. */
  style?: string;
  /** Configuration read as data (never run): `fullWidth` widens the article. */
  script?: { fullWidth?: boolean };
}

export interface ArticleSummary extends Localized {
  category: string;
  slug: string;
  title: string;
  summary: string;
  thumbnail: string;
  updatedAt: string;
  author?: { name: string; link?: string };
}

const enc = encodeURIComponent;

export const articleDetailQuery = (locale: Locale, category: string, slug: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'article-page', category, slug],
    queryFn: ({ signal }) => apiGet<ArticleDetail>(`/api/article/${enc(category)}/${enc(slug)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });

export const articleBySlugQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'article-by-slug', slug],
    queryFn: ({ signal }) => apiGet<ArticleDetail>('/api/article', locale, { slug }, signal),
    staleTime: CACHE_TIME_MS,
  });

export const articleListQuery = (locale: Locale, category: string) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'article-list', category],
    queryFn: ({ signal }) => apiGet<{ category: string; articles: ArticleSummary[] }>(`/api/article/${enc(category)}`, locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });
