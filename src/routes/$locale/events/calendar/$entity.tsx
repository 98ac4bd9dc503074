import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/events/calendar/$entity')({
  component: () => <PageScreen screen="eventCalendarEntity" />,
});
