import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/travelessential/useful-info/msar-delegations')({
  component: () => <PageScreen screen="msarDelegations" />,
});
