import { createFileRoute } from '@tanstack/react-router';
import { placesQuery } from '#/api/essentials-queries';
import { ContactsScreen } from '#/features/travel-essentials';

export const Route = createFileRoute('/$locale/travelessential/useful-info/mgto-representatives')({
  loader: ({ context }) => context.queryClient.ensureQueryData(placesQuery(context.locale, 'representatives')),
  component: () => <ContactsScreen kind="representatives" />,
});
