import { createFileRoute } from '@tanstack/react-router';
import { placesQuery } from '#/api/essentials-queries';
import { ContactsScreen } from '#/features/travel-essentials';

export const Route = createFileRoute('/$locale/travelessential/useful-info/msar-delegations')({
  loader: ({ context }) => context.queryClient.ensureQueryData(placesQuery(context.locale, 'delegations')),
  component: () => <ContactsScreen kind="delegations" />,
});
