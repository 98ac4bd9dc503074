import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/dining/specialty-foods/')({
  component: () => <PageScreen screen="fnb" />,
});
