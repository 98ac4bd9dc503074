import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/article/$category/$slug')({
  component: () => <PageScreen screen="article" />,
});
