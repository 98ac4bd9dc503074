import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/announcement')({
  component: () => <PageScreen screen="announcement" />,
});
