import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementBoard } from '#/features/announcements';

export const Route = createFileRoute('/$locale/announcement')({
  component: AnnouncementBoard,
});
