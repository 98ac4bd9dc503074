// An image with a fixed aspect ratio that loads when it comes within 100 px of the viewport (SPEC §4).
import { useEffect, useRef, useState } from 'react';
import { usePreferences } from '#/state/preferences';
import { withImagePolicy } from '#/lib/art';

export const LAZY_MARGIN_PX = 100;

const RATIOS = { banner: '16 / 9', card: '4 / 3', square: '1 / 1' } as const;

export interface LazyImageProps {
  src: string;
  alt: string;
  aspect?: keyof typeof RATIOS;
  className?: string;
  /** Load at once (above the fold). */
  eager?: boolean;
  width?: number;
}

export function LazyImage({ src, alt, aspect = 'card', className, eager = false, width = 800 }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(eager);
  const [loaded, setLoaded] = useState(false);
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

  const finalSrc = withImagePolicy(src, greyscale ? { policy: 'bw' } : {});
  const height = Math.round(width / (aspect === 'banner' ? 16 / 9 : aspect === 'card' ? 4 / 3 : 1));
  return (
    <div ref={ref} className={`lazy-image ${loaded ? 'is-loaded' : ''} ${className ?? ''}`} style={{ aspectRatio: RATIOS[aspect] }}>
      {visible ? (
        <img src={finalSrc} alt={alt} width={width} height={height} decoding="async" onLoad={() => setLoaded(true)} loading={eager ? 'eager' : 'lazy'} />
      ) : null}
    </div>
  );
}
