// Video playlists (SPEC §7 /api/video-playlists): each playlist's videos with poster artwork and a playable source.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '#shared/locales';
import { apiGet } from './client';
import { CACHE_TIME_MS, QUERY_ROOT } from './queries';
import type { Localized } from '#shared/api/text';

export interface PlaylistVideo extends Localized {
  id: string;
  title: string;
  summary: string;
  duration: number;
  thumbnail: string;
  banner: string;
  src: string;
}

export interface Playlist extends Localized {
  id: string;
  name: string;
  thumbnail?: string;
  videos: PlaylistVideo[];
}

export const videoPlaylistsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [QUERY_ROOT, locale, 'video-playlists'],
    queryFn: ({ signal }) => apiGet<{ playlists: Playlist[] }>('/api/video-playlists', locale, {}, signal),
    staleTime: CACHE_TIME_MS,
  });
