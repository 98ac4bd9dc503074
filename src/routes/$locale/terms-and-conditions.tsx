import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/terms-and-conditions')({
  component: () => <PageScreen screen="terms" />,
});
