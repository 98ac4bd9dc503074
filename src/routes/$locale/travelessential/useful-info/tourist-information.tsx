import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/travelessential/useful-info/tourist-information')({
  component: () => <PageScreen screen="touristInformation" />,
});
