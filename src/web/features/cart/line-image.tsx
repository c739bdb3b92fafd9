import { ImageOff } from 'lucide-react';
import { hasImageVariants, imageVariant } from '#shared/rules/images.ts';

/**
 * A cart line's thumbnail in a 4:5 box; stored images come in their 480 px variant. The lines a
 * phone shows at once load with the page (`eager`): one of them is often the page's largest
 * paint, and a lazy image starts only after layout.
 */
export function LineImage({ src, eager = false }: { src: string | undefined; eager?: boolean }) {
  return (
    <div className="relative aspect-[4/5] w-24 shrink-0 overflow-hidden rounded-lg bg-surface sm:w-28">
      {src ? (
        <img
          src={hasImageVariants(src) ? imageVariant(src, 480) : src}
          alt=""
          width={480}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-8 text-muted" />
      )}
    </div>
  );
}
