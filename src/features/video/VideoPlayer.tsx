// One video with our own controls: play and pause, mute, a seek bar and the time (SPEC §4: the pause and mute
// controls are hidden on phones, where tapping the picture plays and pauses). Reports the tracking events of
// SPEC §9: play, progress at every 10 % and finished.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoaderCircle, Pause, Play, TriangleAlert, Volume2, VolumeX } from 'lucide-react';
import type { PlaylistVideo } from '#/api/video-queries';
import { useUi } from '#/state/ui';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { videoCaptionsPath } from '#shared/video-captions';
import { formatTime } from '#/features/audio';
import { newProgressMarks, pushVideoEvent, videoEvent } from './tracking';

export function VideoPlayer({ video, autoPlay = false }: { video: PlaylistVideo; autoPlay?: boolean }) {
  const { t } = useLingui();
  const { isMobile } = useUi();
  const locale = useLocale();
  const ref = useRef<HTMLVideoElement>(null);
  const sent = useRef(new Set<number>());
  const started = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(video.duration);
  const [failed, setFailed] = useState(false);

  // A new video starts its own tracking session.
  useEffect(() => {
    sent.current = new Set();
    started.current = false;
    setFailed(false);
    setTime(0);
    setDuration(video.duration);
  }, [video.id, video.duration]);

  const toggle = () => {
    const v = ref.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => setPlaying(false));
    else v.pause();
  };
  const track = { id: video.id, title: video.title };
  const videoTitle = video.title;
  const now = formatTime(time);
  const total = formatTime(duration);

  return (
    <div className={`video-player${playing ? ' is-playing' : ''}`} data-video={video.id}>
      <div className="video-player__frame">
        <video
          key={video.id}
          ref={ref}
          className="video-player__video"
          src={video.src}
          poster={video.banner}
          preload="metadata"
          playsInline
          autoPlay={autoPlay}
          muted={muted}
          onClick={toggle}
          onPlay={() => {
            setPlaying(true);
            if (!started.current) {
              started.current = true;
              pushVideoEvent(videoEvent('play', track));
            }
          }}
          onPause={() => setPlaying(false)}
          onWaiting={() => setWaiting(true)}
          onPlaying={() => setWaiting(false)}
          onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
          onTimeUpdate={(e) => {
            const v = e.currentTarget;
            setTime(v.currentTime);
            if (!v.duration) return;
            for (const p of newProgressMarks(v.currentTime / v.duration, sent.current)) {
              sent.current.add(p);
              pushVideoEvent(videoEvent('progress', track, p));
            }
          }}
          onEnded={() => {
            setPlaying(false);
            pushVideoEvent(videoEvent('finished', track));
            // Watching again is a new session.
            sent.current = new Set();
            started.current = false;
          }}
          onError={() => setFailed(true)}
        >
          {/* Shown from the start: the clips have no speech, the captions carry what the guide says about them. */}
          <track kind="captions" src={videoCaptionsPath(video.id, locale)} srcLang={LOCALE_TABLE[locale].bcp47} label={LOCALE_TABLE[locale].name} default />
        </video>
        {!playing && !failed ? (
          <button type="button" className="video-player__big-play" onClick={toggle} aria-label={t`Play the video ${videoTitle}`}>
            <Play aria-hidden="true" size={36} />
          </button>
        ) : null}
        {waiting && playing ? <LoaderCircle className="video-player__spinner" aria-hidden="true" size={40} /> : null}
        {failed ? (
          <div className="video-player__error" role="alert">
            <TriangleAlert aria-hidden="true" size={24} />
            <p>{navigator.onLine ? t`This video could not be played.` : t`You are offline: videos are not saved on this device.`}</p>
          </div>
        ) : null}
      </div>
      <div className="video-player__bar" dir="ltr">
        {!isMobile ? (
          <button type="button" className="icon-button" onClick={toggle} aria-label={playing ? t`Pause the video` : t`Play the video`} disabled={failed}>
            {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
          </button>
        ) : null}
        <input
          type="range"
          className="video-player__seek"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          onChange={(e) => {
            if (ref.current) ref.current.currentTime = Number(e.target.value);
          }}
          aria-label={t`Position in the video`}
          aria-valuetext={t`${now} of ${total}`}
          disabled={failed}
        />
        <span className="video-player__time">
          {now} / {total}
        </span>
        {!isMobile ? (
          <button type="button" className="icon-button" onClick={() => setMuted(!muted)} aria-pressed={muted} aria-label={t`Mute the video`}>
            {muted ? <VolumeX aria-hidden="true" size={20} /> : <Volume2 aria-hidden="true" size={20} />}
          </button>
        ) : null}
      </div>
    </div>
  );
}
