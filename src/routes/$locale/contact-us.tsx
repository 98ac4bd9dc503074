import { createFileRoute } from '@tanstack/react-router';
import { articleDetailQuery } from '#/api/article-queries';
import { ArticlePage } from '#/features/articles';
import { validateArticleSearch } from '#/features/articles/route-helpers';

// A footer article (SPEC §2): its text comes from the articles of category 'footer'.
export const Route = createFileRoute('/$locale/contact-us')({
  validateSearch: validateArticleSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(articleDetailQuery(context.locale, 'footer', 'contact-us')),
  component: () => <ArticlePage category="footer" slug="contact-us" />,
});
