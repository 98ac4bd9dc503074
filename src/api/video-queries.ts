// Video playlists (SPEC §7 /api/video-playlists): each playlist's videos with poster artwork and a playable source.
import type { Locale } from '#shared/locales';
import { apiPath } from '#shared/api/paths';
import { apiQuery } from './queries';

export type { Playlist, PlaylistVideo } from '#shared/api/info';

export const videoPlaylistsQuery = (locale: Locale) => apiQuery(locale, ['video-playlists'], apiPath('/api/video-playlists'));
