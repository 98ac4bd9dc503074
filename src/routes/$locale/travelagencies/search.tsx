import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/travelagencies/search')({
  component: () => <PageScreen screen="travelAgencySearch" />,
});
