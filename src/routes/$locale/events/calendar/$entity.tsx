import { createFileRoute, redirect } from '@tanstack/react-router';
import { EventDetailScreen } from '#/features/events';
import { calendarLookupQuery, whatsonEventQuery } from '#/api/map-queries';
import { safeExternalUrl } from '#/lib/external-link';

export const Route = createFileRoute('/$locale/events/calendar/$entity')({
  loader: async ({ context, params }) => {
    // SPEC §5/§8: when the calendar lookup returns a link the visitor is sent there; otherwise, or when the
    // lookup fails, the event page shows normally.
    let link: string | undefined;
    try {
      link = (await context.queryClient.ensureQueryData(calendarLookupQuery(context.locale, params.entity))).link;
    } catch {
      link = undefined;
    }
    if (link) {
      if (link.startsWith('/') && !link.startsWith('//')) throw redirect({ href: link });
      const external = safeExternalUrl(link);
      if (external) throw redirect({ href: external.toString(), reloadDocument: true });
    }
    await context.queryClient.ensureQueryData(whatsonEventQuery(context.locale, params.entity));
  },
  component: function CalendarEntityRoute() {
    const { entity } = Route.useParams();
    return <EventDetailScreen entity={entity} from="calendar" />;
  },
});
