import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/about-us')({
  component: () => <PageScreen screen="aboutUs" />,
});
