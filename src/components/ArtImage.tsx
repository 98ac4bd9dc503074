// Our generated artwork for a motif, shown through LazyImage.
import { artPath, type ArtAspect } from '#/lib/art';
import { LazyImage } from './LazyImage';

export function ArtImage(props: {
  motif: string;
  palette?: string;
  seed: string;
  aspect?: Exclude<ArtAspect, 'og'>;
  alt: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const aspect = props.aspect ?? 'card';
  return (
    <LazyImage
      src={artPath(props.motif, props.palette, props.seed, aspect)}
      alt={props.alt}
      aspect={aspect}
      className={props.className}
      eager={props.eager}
      priority={props.priority}
    />
  );
}
