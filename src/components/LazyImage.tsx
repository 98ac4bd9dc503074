// An image with a fixed aspect ratio that loads when it comes within 100 px of the viewport (SPEC §4) and fades in;
// a page's main picture (`priority`) is in the markup from the first render and fetched first, as the LCP image.
import { useEffect, useRef, useState } from 'react';
import { usePreferences } from '#/state/preferences';
import { responsiveImage } from '#/lib/responsive-image';

export const LAZY_MARGIN_PX = 100;

const RATIOS = { banner: '16 / 9', card: '4 / 3', square: '1 / 1' } as const;

export interface LazyImageProps {
  src: string;
  alt: string;
  aspect?: keyof typeof RATIOS;
  className?: string;
  /** Load at once (above the fold). */
  eager?: boolean;
  /** The page's main picture (its LCP element): eager, fetched at high priority, decoded with the first paint. */
  priority?: boolean;
  /** The widest the picture is drawn, in CSS px (its srcset goes up to twice this). */
  width?: number;
}

export function LazyImage({ src, alt, aspect = 'card', className, eager = false, priority = false, width = 800 }: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(eager || priority);
  // A picture in the server's HTML (eager, or the page's main one) shows as soon as it arrives, without the fade:
  // it may arrive before the scripts (then no load event reaches React), or the scripts may never come.
  const [loaded, setLoaded] = useState(eager || priority);
  const { greyscale } = usePreferences();

  useEffect(() => {
    if (visible || !ref.current) return;
    const el = ref.current;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: `${LAZY_MARGIN_PX}px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);

  const image = responsiveImage(src, width, greyscale ? 'bw' : undefined);
  const height = Math.round(width / (aspect === 'banner' ? 16 / 9 : aspect === 'card' ? 4 / 3 : 1));
  // The box has its ratio before the picture arrives, so nothing under it moves when it does. A span (shown as a
  // block), as pictures sit inside buttons and links, where only phrasing content is allowed.
  return (
    <span ref={ref} className={`lazy-image ${loaded ? 'is-loaded' : ''} ${className ?? ''}`} style={{ aspectRatio: RATIOS[aspect] }}>
      {visible ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={alt}
          width={width}
          height={height}
          onLoad={() => setLoaded(true)}
          {...(priority ? { fetchPriority: 'high', loading: 'eager' } : { decoding: 'async', loading: eager ? 'eager' : 'lazy' })}
        />
      ) : null}
    </span>
  );
}
