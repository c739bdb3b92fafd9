import { Link } from 'react-router';
import { hasImageVariants, imageVariant } from '#shared/rules/images.ts';
import type { ShowcaseItem } from './showcase.ts';

interface ShowcaseSlotProps {
  items: ShowcaseItem[];
  index: number;
}

/**
 * One rotating picture of New collection. All pictures of the slot are stacked so the next one
 * is already loaded and fades in; the caption names the one on show.
 */
export function ShowcaseSlot({ items, index }: ShowcaseSlotProps) {
  const current = items[index];
  if (!current) return null;
  return (
    <Link to={current.link} className="group block rounded-card">
      <div className="relative aspect-[4/5] overflow-hidden rounded-card bg-surface">
        {items.map((item, i) => (
          <img
            key={item.image}
            src={item.image}
            srcSet={
              hasImageVariants(item.image)
                ? `${imageVariant(item.image, 480)} 480w, ${item.image} 1200w`
                : undefined
            }
            sizes="(min-width: 768px) 30vw, 50vw"
            alt=""
            width={1200}
            height={1500}
            loading="lazy"
            decoding="async"
            className={`absolute inset-0 size-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none ${
              i === index ? 'opacity-100' : 'opacity-0'
            }`}
          />
        ))}
      </div>
      <p className="mt-3 text-base font-semibold text-ink group-hover:text-brand">
        {current.productName}
        <span className="sr-only">: see it in the shop</span>
      </p>
    </Link>
  );
}
