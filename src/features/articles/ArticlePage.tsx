// An article route's screen: the article of (category, slug) or of a bare slug, with its tab choice in ?tab=.
import type { ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { articleBySlugQuery, articleDetailQuery } from '#/api/article-queries';
import type { Crumb } from '#/components/Breadcrumb';
import { useLocale } from '#/i18n/current';
import { ArticleScreen } from './ArticleScreen';
import { validateArticleSearch } from './search';

export function ArticlePage({
  category,
  slug,
  trail,
  aside,
  children,
}: {
  /** Omitted for article/{slug}, which finds the article by its slug alone. */
  category?: string | undefined;
  slug: string;
  trail?: Crumb[];
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const { tab } = validateArticleSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const query = category ? articleDetailQuery(locale, category, slug) : articleBySlugQuery(locale, slug);
  return (
    <ArticleScreen
      query={query}
      trail={trail ?? []}
      tab={tab}
      onTab={(value) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, tab: value }), replace: true, resetScroll: false })}
      aside={aside}
    >
      {children}
    </ArticleScreen>
  );
}
