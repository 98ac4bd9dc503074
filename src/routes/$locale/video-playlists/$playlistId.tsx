import { createFileRoute } from '@tanstack/react-router';
import { PageScreen } from '#/features/pages';

export const Route = createFileRoute('/$locale/video-playlists/$playlistId')({
  component: () => <PageScreen screen="videoPlaylists" />,
});
