import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * embla-carousel-react's `useEmblaCarousel`, except that the carousel code (about 8 kB gzip) is
 * fetched after the first render instead of with the page: the markup is plain HTML until then,
 * so the first picture can paint without waiting for it. Options are read once, at first render.
 */
export function useLazyEmbla(
  options: EmblaOptionsType = {},
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [initialOptions] = useState(options);

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, initialOptions);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, initialOptions]);

  return [setViewport, api];
}
