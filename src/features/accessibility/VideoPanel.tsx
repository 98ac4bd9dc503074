// The modal's videos tab: posters and titles (the guide ships no video files, so nothing plays here).
import { useLingui } from '@lingui/react/macro';
import type { AccessibilityVideo } from '#shared/api/accessibility';
import { ArtImage } from '#/components/ArtImage';
import { fallbackAttrs } from '#/components/fallback';

export function VideoPanel({ videos }: { videos: AccessibilityVideo[] }) {
  const { t, i18n } = useLingui();
  return (
    <div className="a11y-videos">
      <p className="a11y-videos__note">{t`Video playback is not part of this guide; each poster and title shows what the video covers.`}</p>
      <ul className="a11y-videos__list">
        {videos.map((v) => (
          <li key={v.id}>
            <figure className="a11y-video">
              <ArtImage motif={v.poster?.motif ?? 'show'} palette={v.poster?.palette} seed={v.id} aspect="card" alt="" />
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
