// The audio player (SPEC §2 media buttons, §3 audio items): tracks, play and pause, a seek bar with times,
// speed, keyboard control (Space/K play, ←/→ five seconds, Home/End), and designed loading and error states.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Headphones, LoaderCircle, Pause, Play, TriangleAlert } from 'lucide-react';
import type { AudioGuideItem } from '#/api/article-queries';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE, isLocale } from '#shared/locales';
import { fallbackAttrs } from '#/components/fallback';
import { PLAYBACK_RATES, SEEK_STEP_S, clampTime, formatTime } from './time';
import './audio.css';

type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export function AudioGuide({ items, title }: { items: readonly AudioGuideItem[]; title?: string | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const ref = useRef<HTMLAudioElement>(null);
  const [selected, setSelected] = useState(items[0]?.value);
  const [status, setStatus] = useState<Status>('idle');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const item = items.find((i) => i.value === selected) ?? items[0];

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = rate;
  }, [rate, item?.link]);

  if (!item) return null;
  const heading = title ?? t`Audio guide`;
  const spoken = isLocale(item.lang) && item.lang !== locale ? LOCALE_TABLE[item.lang].name : null;

  const audio = () => ref.current;
  const toggle = () => {
    const a = audio();
    if (!a) return;
    if (a.paused) {
      setStatus('loading');
      void a.play().catch(() => setStatus('error'));
    } else a.pause();
  };
  const seekTo = (s: number) => {
    const a = audio();
    if (a) a.currentTime = clampTime(s, a.duration);
  };
  const choose = (value: string) => {
    setSelected(value);
    setStatus('idle');
    setTime(0);
    setDuration(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.tagName === 'SELECT') return;
    const onSlider = target.getAttribute('type') === 'range';
    if (e.key === ' ' || e.key.toLowerCase() === 'k') {
      if (target.tagName === 'BUTTON' && e.key === ' ') return; // the button's own click
      e.preventDefault();
      toggle();
    } else if (!onSlider && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      // Time runs left to right in every locale's player, as on a timeline.
      e.preventDefault();
      seekTo((audio()?.currentTime ?? 0) + (e.key === 'ArrowRight' ? SEEK_STEP_S : -SEEK_STEP_S));
    } else if (!onSlider && (e.key === 'Home' || e.key === 'End')) {
      e.preventDefault();
      seekTo(e.key === 'Home' ? 0 : (audio()?.duration ?? 0));
    }
  };

  const playing = status === 'playing';
  const now = formatTime(time);
  const total = formatTime(duration);
  return (
    <section className="audio-guide" aria-label={heading} data-status={status}>
      <header className="audio-guide__head">
        <Headphones aria-hidden="true" size={20} />
        <h2 className="audio-guide__title">{heading}</h2>
      </header>
      {items.length > 1 ? (
        <ol className="audio-guide__tracks" aria-label={t`Tracks`}>
          {items.map((i, n) => (
            <li key={i.value}>
              <button type="button" className="audio-guide__track" aria-current={i.value === item.value ? 'true' : undefined} onClick={() => choose(i.value)}>
                <span className="audio-guide__track-no">{n + 1}</span>
                <span lang={i.fallbackFields?.includes('name') ? 'en' : undefined}>{i.name}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="audio-guide__name">{item.name}</p>
      )}
      {spoken ? (
        <p className="audio-guide__lang">
          <Trans>Narration in {spoken}: not yet recorded in your language.</Trans>
        </p>
      ) : null}
      {/* Keyed by the track so switching starts the new file from the beginning. */}
      <audio
        key={item.link}
        ref={ref}
        src={item.link}
        preload="metadata"
        lang={item.lang}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onPlaying={() => setStatus('playing')}
        onPause={() => setStatus('paused')}
        onWaiting={() => setStatus('loading')}
        onEnded={() => setStatus('paused')}
        onError={() => setStatus('error')}
      />
      <div className="audio-guide__controls" onKeyDown={onKeyDown} role="group" aria-label={t`Player controls`}>
        <button
          type="button"
          className="audio-guide__play"
          onClick={toggle}
          aria-label={playing ? t`Pause` : t`Play`}
          aria-keyshortcuts="k"
          disabled={status === 'error'}
        >
          {status === 'loading' ? (
            <LoaderCircle className="spin" aria-hidden="true" size={22} />
          ) : playing ? (
            <Pause aria-hidden="true" size={22} />
          ) : (
            <Play aria-hidden="true" size={22} />
          )}
        </button>
        <div className="audio-guide__timeline" dir="ltr">
          <input
            type="range"
            className="audio-guide__seek"
            min={0}
            max={duration || 0}
            step={0.1}
            value={Math.min(time, duration || 0)}
            onChange={(e) => seekTo(Number(e.target.value))}
            aria-label={t`Position`}
            aria-valuetext={t`${now} of ${total}`}
            disabled={!duration || status === 'error'}
          />
          <span className="audio-guide__time" aria-hidden="true">
            {now} / {total}
          </span>
        </div>
        <label className="audio-guide__rate">
          <span className="visually-hidden">{t`Speed`}</span>
          <select value={rate} onChange={(e) => setRate(Number(e.target.value))}>
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={r}>
                {new Intl.NumberFormat(LOCALE_TABLE[locale].bcp47).format(r)}×
              </option>
            ))}
          </select>
        </label>
      </div>
      {status === 'error' ? (
        <p className="audio-guide__error" role="alert">
          <TriangleAlert aria-hidden="true" size={18} />
          {navigator.onLine ? t`This recording could not be played.` : t`You are offline: this recording has not been saved on this device.`}
        </p>
      ) : null}
      {item.transcript ? (
        // WCAG 1.2.1: what the narration says, for visitors who cannot or would rather not listen.
        <details className="audio-guide__transcript">
          <summary>{t`Transcript`}</summary>
          <p {...fallbackAttrs(item.fallbackFields, 'transcript', locale)}>{item.transcript}</p>
        </details>
      ) : null}
      <p className="audio-guide__hint">
        <span>{t`Keys: Space or K to play and pause, arrows to move 5 seconds.`}</span>
        <a href={item.link} download className="audio-guide__download">
          <Download aria-hidden="true" size={16} />
          {t`Download (MP3)`}
        </a>
      </p>
    </section>
  );
}
