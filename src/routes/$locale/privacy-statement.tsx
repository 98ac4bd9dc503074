import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/privacy-statement')({
  component: () => <PageScreen screen="privacy" />,
});
