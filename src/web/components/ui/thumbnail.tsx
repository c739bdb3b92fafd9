import { ImageOff } from 'lucide-react';
import { hasImageVariants, imageVariant } from '#shared/rules/images.ts';
import { cx } from './cx.ts';

export interface ThumbnailProps {
  src: string | undefined;
  /** Empty for a picture beside its own name (decorative). */
  alt?: string;
  /** Width classes; the box keeps a 4:5 shape (no layout shift). */
  className?: string;
}

/** A small 4:5 picture (order and summary lines); stored images come in their 480 px variant. */
export function Thumbnail({ src, alt = '', className }: ThumbnailProps) {
  return (
    <div
      className={cx(
        'relative aspect-[4/5] shrink-0 overflow-hidden rounded-lg bg-surface',
        className ?? 'w-20',
      )}
    >
      {src ? (
        <img
          src={hasImageVariants(src) ? imageVariant(src, 480) : src}
          alt={alt}
          width={480}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-6 text-muted" />
      )}
    </div>
  );
}
