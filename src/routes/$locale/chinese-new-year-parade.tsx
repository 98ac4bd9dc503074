import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/chinese-new-year-parade')({
  component: () => <PageScreen screen="cnyParade" />,
});
