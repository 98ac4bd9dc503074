// Video playlists (SPEC §2 video-playlists/{playlistId?}): the playlists, a player and the chosen playlist's videos.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, notFound } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Clock, PlayCircle } from 'lucide-react';
import { videoPlaylistsQuery, type PlaylistVideo } from '#/api/video-queries';
import { ArtImage } from '#/components/ArtImage';
import { Breadcrumb } from '#/components/Breadcrumb';
import { LazyImage } from '#/components/LazyImage';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { formatTime } from '#/features/audio';
import { VideoPlayer } from './VideoPlayer';
import '#/components/page-hero.css';
import './video.css';

export function VideoPlaylistsScreen({ playlistId }: { playlistId?: string | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(videoPlaylistsQuery(locale));
  const [chosen, setChosen] = useState<{ playlist: string; video: string } | null>(null);
  const playlist = playlistId ? data.playlists.find((p) => p.id === playlistId) : data.playlists[0];
  if (!playlist) throw notFound();
  const current: PlaylistVideo | undefined =
    (chosen?.playlist === playlist.id ? playlist.videos.find((v) => v.id === chosen.video) : undefined) ?? playlist.videos[0];
  const title = t`Video gallery`;
  useDocumentTitle(playlistId ? `${playlist.name} | ${title}` : title);

  return (
    <div className="page videos">
      <div className="page-hero">
        <ArtImage motif="show" palette="lantern" seed="video-gallery" aspect="banner" alt="" className="page-hero__art" priority />
        <div className="page-hero__inner container">
          <Breadcrumb items={playlistId ? [{ label: title, to: `/${locale}/video-playlists` }, { label: playlist.name }] : [{ label: title }]} />
          <h1 className="page-hero__title">{title}</h1>
        </div>
      </div>
      <div className="container page-body">
        <nav className="videos__playlists" aria-label={t`Playlists`}>
          <ul>
            {data.playlists.map((p) => (
              <li key={p.id}>
                <Link
                  to="/$locale/video-playlists/$playlistId"
                  params={{ locale, playlistId: p.id }}
                  className="videos__playlist"
                  aria-current={p.id === playlist.id ? 'page' : undefined}
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="videos__layout">
          <section className="videos__stage" aria-labelledby="video-now-title">
            {current ? (
              <>
                <VideoPlayer video={current} autoPlay={chosen !== null} />
                <h2 id="video-now-title" className="videos__now-title" lang={current.fallbackFields?.includes('title') ? 'en' : undefined}>
                  {current.title}
                </h2>
                <p className="videos__now-summary" lang={current.fallbackFields?.includes('summary') ? 'en' : undefined}>
                  {current.summary}
                </p>
              </>
            ) : (
              <p className="notice-card">{t`This playlist has no videos yet.`}</p>
            )}
          </section>
          <section className="videos__list" aria-labelledby="video-list-title">
            <h2 id="video-list-title" className="videos__list-title">
              {playlist.name}
            </h2>
            <ol>
              {playlist.videos.map((v) => (
                <li key={v.id}>
                  <button
                    type="button"
                    className="video-card"
                    aria-current={v.id === current?.id ? 'true' : undefined}
                    onClick={() => setChosen({ playlist: playlist.id, video: v.id })}
                  >
                    <span className="video-card__thumb">
                      <LazyImage src={v.thumbnail} alt="" aspect="card" width={240} />
                      <PlayCircle aria-hidden="true" size={28} className="video-card__icon" />
                    </span>
                    <span className="video-card__body">
                      <span className="video-card__title">{v.title}</span>
                      <span className="video-card__duration">
                        <Clock aria-hidden="true" size={14} />
                        <span className="visually-hidden">{t`Duration`} </span>
                        <span dir="ltr">{formatTime(v.duration)}</span>
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
