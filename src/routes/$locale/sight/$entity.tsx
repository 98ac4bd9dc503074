import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/sight/$entity')({
  component: () => <PageScreen screen="sight" />,
});
