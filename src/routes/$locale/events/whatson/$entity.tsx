import { createFileRoute } from '@tanstack/react-router';
import { EventDetailScreen } from '#/features/events';
import { whatsonEventQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/events/whatson/$entity')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(whatsonEventQuery(context.locale, params.entity)),
  component: function WhatsonEntityRoute() {
    const { entity } = Route.useParams();
    return <EventDetailScreen entity={entity} from="whatson" />;
  },
});
