import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '#web/components/ui/cx.ts';
import { ProductImage } from './product-image.tsx';
import { useLazyEmbla } from '#web/lib/hooks/use-lazy-embla.ts';

export interface ProductGalleryProps {
  images: string[];
  name: string;
  /** Title of the last image, which is always the size chart. */
  sizeChartTitle: string;
}

const arrow =
  'absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white disabled:opacity-0 md:inline-flex';

/** Swipeable main image with a strip of thumbnails (4 when the window is wider than 420 px, else 3). */
export function ProductGallery({ images, name, sizeChartTitle }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [mainRef, main] = useLazyEmbla();
  const [thumbRef, thumbs] = useLazyEmbla({ containScroll: 'keepSnaps', dragFree: true });
  // A picture chosen before the carousel code has arrived is shown as soon as it does.
  const pending = useRef(0);
  // The other main slides are off screen at first: they load once the page has loaded (or as soon
  // as the visitor reaches for the carousel), so they do not compete with the first picture and the
  // thumbnails can use the small variant.
  const [othersWanted, setOthersWanted] = useState(false);
  const wantOthers = useCallback(() => setOthersWanted(true), []);
  useEffect(() => {
    if (othersWanted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(wantOthers, 0);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, [othersWanted, wantOthers]);
  const alt = (i: number) =>
    i === images.length - 1 && images.length > 1
      ? `Size chart: ${sizeChartTitle}`
      : `${name}, picture ${i + 1} of ${images.length}`;

  useEffect(() => {
    if (!main) return;
    if (pending.current) {
      main.scrollTo(pending.current, true);
      pending.current = 0;
    }
    const onSelect = () => {
      const i = main.selectedScrollSnap();
      setSelected(i);
      thumbs?.scrollTo(i);
    };
    onSelect();
    main.on('select', onSelect).on('reInit', onSelect).on('pointerDown', wantOthers);
    return () => {
      main.off('select', onSelect).off('reInit', onSelect).off('pointerDown', wantOthers);
    };
  }, [main, thumbs, wantOthers]);

  const go = useCallback(
    (i: number) => {
      wantOthers();
      if (main) main.scrollTo(i);
      else pending.current = i;
    },
    [main, wantOthers],
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Pictures of ${name}`}
      className="flex min-w-0 flex-col gap-3"
    >
      <div className="relative">
        <div ref={mainRef} className="overflow-hidden rounded-card bg-surface">
          <div className="flex touch-pan-y">
            {images.map((src, i) => (
              <div
                key={src}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${images.length}`}
                className="aspect-[4/5] min-w-0 shrink-0 grow-0 basis-full"
              >
                <ProductImage
                  src={src}
                  alt={alt(i)}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  priority={i === 0}
                  deferred={i > 0 && !othersWanted}
                />
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          aria-label="Previous picture"
          disabled={selected === 0}
          onClick={() => go(selected - 1)}
          className={cx(arrow, 'left-3')}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          aria-label="Next picture"
          disabled={selected >= images.length - 1}
          onClick={() => go(selected + 1)}
          className={cx(arrow, 'right-3')}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>

      {images.length > 1 && (
        <div ref={thumbRef} className="overflow-hidden">
          <div className="-ml-2 flex">
            {images.map((src, i) => (
              <div
                key={src}
                // Widths by CSS, not by script: a page the server drew keeps them at hydration.
                className="min-w-0 shrink-0 grow-0 basis-1/3 pl-2 min-[421px]:basis-1/4"
              >
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={`Show ${i === images.length - 1 ? 'size chart' : `picture ${i + 1}`}`}
                  aria-current={i === selected ? 'true' : undefined}
                  className={cx(
                    'block aspect-[4/5] w-full overflow-hidden rounded-lg border-2 bg-surface transition',
                    i === selected
                      ? 'border-brand'
                      : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  <ProductImage src={src} alt="" sizes="120px" />
                </button>
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
