import type { ImgHTMLAttributes } from 'react';
import { hasImageVariants, IMAGE_FULL_WIDTH, imageVariant } from '#shared/rules/images.ts';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes'
> {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each screen width. */
  sizes: string;
  /** The page's main image: load first, at high priority. */
  priority?: boolean;
  /** Keep the box and alt text but fetch nothing yet (an off-screen slide before it is needed). */
  deferred?: boolean;
}

/**
 * A product photo filling its 4:5 box (no layout shift). Images from the upload pipeline also
 * offer their 480 px variant, so phones download only what they show.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  deferred = false,
  className,
  ...rest
}: ProductImageProps) {
  const responsive = hasImageVariants(src) && !deferred;
  return (
    <img
      src={deferred ? undefined : src}
      srcSet={
        responsive ? `${imageVariant(src, 480)} 480w, ${src} ${IMAGE_FULL_WIDTH}w` : undefined
      }
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={IMAGE_FULL_WIDTH}
      height={IMAGE_FULL_WIDTH * 1.25}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`size-full object-cover ${className ?? ''}`}
      {...rest}
    />
  );
}
