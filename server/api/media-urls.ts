// Where a video plays: our media route (which hands over to MEDIA_HOST when one is set). Shared by the playlists
// (server/routes/info.ts) and the sights that show a video (./sight-shapes.ts).
import type { Video } from '../store/types';

export const videoSrc = (v: Pick<Video, 'id'>): string => `/media/video/${v.id}.mp4`;
