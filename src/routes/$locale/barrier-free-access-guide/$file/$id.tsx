import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/barrier-free-access-guide/$file/$id')({
  component: () => <PageScreen screen="accessibility" />,
});
