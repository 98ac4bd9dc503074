// A place's photos on its page: a strip of thumbnails, each opening the image slider modal at that picture.
import { Plural, useLingui } from '@lingui/react/macro';
import { Images } from 'lucide-react';
import { LazyImage } from '#/components/LazyImage';
import { openImageSlider } from '#/components/image-slider-opener';

const STRIP = 4;

export function PhotoGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useLingui();
  if (images.length === 0) return null;
  const total = images.length;
  const open = (index: number) =>
    openImageSlider(
      images.map((src, i) => {
        const n = i + 1;
        return { src, alt: t`${name}, photo ${n} of ${total}`, caption: name };
      }),
      index,
    );
  return (
    <section className="detail__section photo-gallery" aria-labelledby="photo-gallery-heading">
      <h2 id="photo-gallery-heading">{t`Photos`}</h2>
      <ul className="photo-gallery__strip">
        {images.slice(0, STRIP).map((src, i) => {
          const n = i + 1;
          return (
            <li key={src}>
              <button type="button" className="photo-gallery__thumb" onClick={() => open(i)} aria-label={t`Open photo ${n} of ${total}`}>
                <LazyImage src={src} alt="" aspect="card" width={240} />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--ghost button--small" onClick={() => open(0)}>
        <Images aria-hidden="true" size={16} />
        <Plural value={total} one="View the photo" other="View all # photos" />
      </button>
    </section>
  );
}
