import { useId, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { SHOWCASE_SLOTS, pickShowcase } from './showcase.ts';
import type { ShowcaseItem } from './showcase.ts';
import { ShowcaseSlot } from './showcase-slot.tsx';
import { useRotation } from './use-rotation.ts';

interface NewCollectionProps {
  /** The catalogue; undefined while it loads. */
  products: readonly Product[] | undefined;
}

/**
 * Two pictures that each cycle through three new designs, at different paces
 * (docs/product.md#home).
 */
export function NewCollection({ products }: NewCollectionProps) {
  const headingId = useId();
  const [paused, setPaused] = useState(false);
  const [first = [], second = []] = products
    ? SHOWCASE_SLOTS.map((slot) => pickShowcase(products, slot.names))
    : [];
  if (products && first.length + second.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="py-10 md:py-16">
      <Container className="grid gap-6 md:grid-cols-[2fr_3fr] md:items-center md:gap-12">
        <div>
          <div className="flex items-end justify-between gap-4 md:justify-start md:gap-2">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand uppercase">
                Just dropped
              </p>
              <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight md:text-4xl">
                New collection
              </h2>
            </div>
            <button
              type="button"
              onClick={() => setPaused(!paused)}
              aria-label={paused ? 'Play new collection pictures' : 'Pause new collection pictures'}
              className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
            >
              {paused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
          <p className="mt-3 text-base leading-7 text-muted md:text-lg">
            Fresh designs from campus, made for the new semester. Tap a tee to explore the whole
            range.
          </p>
          <div className="mt-6 hidden md:block">
            <ButtonLink to={paths.shop} size="lg">
              Shop the collection
            </ButtonLink>
          </div>
        </div>
        {products ? (
          <div className="grid grid-cols-2 gap-3 sm:gap-6">
            <RotatingSlot items={first} intervalMs={SHOWCASE_SLOTS[0].intervalMs} paused={paused} />
            <RotatingSlot
              items={second}
              intervalMs={SHOWCASE_SLOTS[1].intervalMs}
              paused={paused}
            />
          </div>
        ) : (
          <div role="status" className="grid grid-cols-2 gap-3 sm:gap-6">
            <span className="sr-only">Loading the new collection</span>
            {[0, 1].map((i) => (
              <div key={i}>
                <Skeleton className="aspect-[4/5] w-full rounded-card" />
                <Skeleton className="mt-3 h-5 w-2/3" />
              </div>
            ))}
          </div>
        )}
      </Container>
    </section>
  );
}

interface RotatingSlotProps {
  items: ShowcaseItem[];
  intervalMs: number;
  paused: boolean;
}

function RotatingSlot({ items, intervalMs, paused }: RotatingSlotProps) {
  const index = useRotation(items.length, intervalMs, paused);
  return (
    <div>
      <ShowcaseSlot items={items} index={index} />
    </div>
  );
}
