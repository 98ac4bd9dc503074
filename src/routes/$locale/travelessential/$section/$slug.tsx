import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/travelessential/$section/$slug')({
  component: () => <PageScreen screen="essentialArticle" />,
});
