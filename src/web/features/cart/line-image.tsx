import { ImageOff } from 'lucide-react';
import { hasImageVariants, imageVariant } from '#shared/rules/images.ts';

/** A cart line's thumbnail in a 4:5 box; stored images come in their 480 px variant. */
export function LineImage({ src }: { src: string | undefined }) {
  return (
    <div className="relative aspect-[4/5] w-24 shrink-0 overflow-hidden rounded-lg bg-surface sm:w-28">
      {src ? (
        <img
          src={hasImageVariants(src) ? imageVariant(src, 480) : src}
          alt=""
          width={480}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-8 text-muted" />
      )}
    </div>
  );
}
