import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/events/whatson/$entity')({
  component: () => <PageScreen screen="whatsonEntity" />,
});
