// The audio player (SPEC §3 audio items: value, name, link): pick a track, play, pause and seek with native controls.
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Headphones } from 'lucide-react';

export interface AudioItem {
  value: string;
  name: string;
  link: string;
}

export function AudioPlayer({ items, title, onPlayingChange }: { items: readonly AudioItem[]; title?: string; onPlayingChange?: (playing: boolean) => void }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(items[0]?.value ?? '');
  const selectId = useId();
  const item = items.find((i) => i.value === selected) ?? items[0];
  if (!item) return null;
  const heading = title ?? t`Audio guide`;
  return (
    <section className="audio-player" aria-label={heading}>
      <p className="audio-player__title">
        <Headphones aria-hidden="true" size={20} />
        {heading}
      </p>
      {items.length > 1 ? (
        <div className="audio-player__choice">
          <label htmlFor={selectId}>{t`Language of the audio`}</label>
          <select id={selectId} value={item.value} onChange={(e) => setSelected(e.target.value)}>
            {items.map((i) => (
              <option key={i.value} value={i.value}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="audio-player__name">{item.name}</p>
      )}
      {/* Keyed by the track so switching starts the new file from the beginning. */}
      <audio
        key={item.link}
        className="audio-player__audio"
        controls
        preload="none"
        src={item.link}
        onPlay={() => onPlayingChange?.(true)}
        onPause={() => onPlayingChange?.(false)}
        onEnded={() => onPlayingChange?.(false)}
      >
        <a href={item.link}>{t`Download the audio`}</a>
      </audio>
    </section>
  );
}
