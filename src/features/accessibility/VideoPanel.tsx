// The modal's videos tab: each route video plays in the guide's player, with captions in the page's language.
import { useLingui } from '@lingui/react/macro';
import type { AccessibilityVideo } from '#shared/api/accessibility';
import { ArtImage } from '#/components/ArtImage';
import { fallbackAttrs } from '#/components/fallback';
import { VideoPlayer } from '#/features/video';

/** "2:20" → 140 s, the length the player shows before the file's own is known. */
const seconds = (d: string | undefined): number => {
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(d ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
};

export function VideoPanel({ videos }: { videos: AccessibilityVideo[] }) {
  const { t, i18n } = useLingui();
  return (
    <div className="a11y-videos">
      <ul className="a11y-videos__list">
        {videos.map((v) => (
          <li key={v.id}>
            <figure className="a11y-video">
              {v.src ? (
                <VideoPlayer
                  video={{
                    id: v.id,
                    title: v.title,
                    summary: '',
                    duration: seconds(v.duration),
                    thumbnail: v.banner ?? '',
                    banner: v.banner ?? '',
                    src: v.src,
                    ...(v.fallbackFields ? { fallbackFields: v.fallbackFields } : {}),
                  }}
                />
              ) : (
                <ArtImage motif={v.poster?.motif ?? 'show'} palette={v.poster?.palette} seed={v.id} aspect="card" alt="" />
              )}
              <figcaption>
                <span {...fallbackAttrs(v.fallbackFields, 'title', i18n.locale)}>{v.title}</span>
                {v.duration ? (
                  <span className="a11y-video__duration">
                    <span className="visually-hidden">{t`Duration`} </span>
                    <span dir="ltr">{v.duration}</span>
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
