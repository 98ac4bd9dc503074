import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/travelessential/before-you-travel/ports-of-entry')({
  component: () => <PageScreen screen="portsOfEntry" />,
});
