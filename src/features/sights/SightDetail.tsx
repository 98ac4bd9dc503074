// A sight or tour stop's single page, shared by {category}/{group}/{entity} and sight/{entity}.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import type { SightDetail as SightDetailData } from '#shared/api/places';
import type { Crumb } from '#/components/Breadcrumb';
import { useLocale } from '#/i18n/current';
import { DetailScreen, detailPropsOf } from '#/features/sight-map';
import type { AudioGuideItem } from '#/api/article-queries';
import { AudioGuide } from '#/features/audio';
import { VideoPlayer } from '#/features/video';

/** The media props of a sight (SPEC §3): audio items, and videos with a playable source. */
type SightMedia = {
  otherMedia?: { audioGuide: AudioGuideItem[] };
  videos: { id: string; title: string; summary?: string; duration?: number; thumbnail: string; src?: string }[];
};

export function SightDetail({
  data,
  crumbs,
  altNames,
}: {
  data: SightDetailData;
  crumbs: Crumb[];
  altNames: { zh?: string | undefined; en?: string | undefined };
}) {
  const locale = useLocale();
  const tags = data.tags ?? [];
  const media = data as unknown as SightMedia;
  const audio = media.otherMedia?.audioGuide ?? [];
  const video = media.videos.find((v) => v.src);
  return (
    <DetailScreen
      {...detailPropsOf(data)}
      crumbs={crumbs}
      subsights={data.subsights}
      altNames={altNames}
      save={{ kind: 'sight', path: `sight/${data.id}` }}
      badges={
        data.worldHeritage ? (
          <span className="badge badge--gold">
            <Landmark aria-hidden="true" size={14} />
            <Trans>World Heritage</Trans>
          </span>
        ) : undefined
      }
    >
      {audio.length > 0 ? (
        <section className="detail__section">
          <AudioGuide items={audio} />
        </section>
      ) : null}
      {video?.src ? (
        <section className="detail__section" aria-labelledby="video-heading">
          <h2 id="video-heading">
            <Trans>Video</Trans>
          </h2>
          <VideoPlayer
            video={{
              id: video.id,
              title: video.title,
              summary: video.summary ?? '',
              duration: video.duration ?? 0,
              thumbnail: video.thumbnail,
              banner: video.thumbnail,
              src: video.src,
            }}
          />
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section className="detail__section" aria-labelledby="tags-heading">
          <h2 id="tags-heading">
            <Trans>Themes</Trans>
          </h2>
          <ul className="chip-list">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Link className="chip" to="/$locale/tags/$tagId" params={{ locale, tagId: tag.id }}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </DetailScreen>
  );
}
