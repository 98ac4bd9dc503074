import { createFileRoute } from '@tanstack/react-router';
import { CalendarScreen } from '#/features/events';
import { calendarQuery } from '#/api/map-queries';

export const Route = createFileRoute('/$locale/events/calendar/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(calendarQuery(context.locale)),
  component: CalendarScreen,
});
