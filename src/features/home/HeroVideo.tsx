// A banner video in the hero: muted by default; while it plays the slider holds (SPEC §4); play and mute toggles (hidden on phones).
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { SlideContext } from '#/components/Slider';

export function HeroVideo({ src, poster, ctx }: { src: string; poster: string; ctx: SlideContext }) {
  const { t } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const { active, hold, release } = ctx;

  // Leaving the slide stops its video, which also releases the slider.
  useEffect(() => {
    if (!active) ref.current?.pause();
  }, [active]);

  const toggle = () => {
    const v = ref.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => setPlaying(false));
    else v.pause();
  };

  return (
    <>
      <video
        ref={ref}
        className="hero__video"
        src={src}
        poster={poster}
        muted={muted}
        playsInline
        preload="none"
        aria-hidden="true"
        onPlay={() => {
          setPlaying(true);
          hold('video');
        }}
        onPause={() => {
          setPlaying(false);
          release('video');
        }}
        onEnded={() => {
          setPlaying(false);
          release('video');
        }}
      />
      <div className="hero__video-controls">
        <button type="button" className="icon-button" aria-pressed={playing} onClick={toggle} aria-label={playing ? t`Pause the video` : t`Play the video`}>
          {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
        </button>
        <button type="button" className="icon-button" aria-pressed={muted} onClick={() => setMuted(!muted)} aria-label={t`Mute the video`}>
          {muted ? <VolumeX aria-hidden="true" size={20} /> : <Volume2 aria-hidden="true" size={20} />}
        </button>
      </div>
    </>
  );
}
