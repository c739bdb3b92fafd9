import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { BANNER_AUTOPLAY_MS, banners } from './banners.ts';
import { CarouselArrow, CarouselDots } from './carousel-controls.tsx';

/**
 * The looping home banner. Autoplay keeps going after a swipe or a dot (stopOnInteraction:
 * false); only the pause button stops it. Phones get the portrait art through <picture>.
 */
export function BannerCarousel() {
  const [autoplay] = useState(() =>
    Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false }),
  );
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);
  const pausedByUser = useRef(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    // A swipe restarts autoplay on release; keep it paused if the visitor paused it.
    const onPointerUp = () => {
      if (pausedByUser.current) autoplay.stop();
    };
    emblaApi.on('select', onSelect).on('reInit', onSelect).on('pointerUp', onPointerUp);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect).off('pointerUp', onPointerUp);
    };
  }, [emblaApi, autoplay]);

  const goTo = useCallback(
    (move: () => void) => {
      move();
      autoplay.reset(); // a fresh 3 s on the slide the visitor chose
    },
    [autoplay],
  );

  const togglePlay = () => {
    pausedByUser.current = playing;
    if (playing) autoplay.stop();
    else autoplay.play();
    setPlaying(!playing);
  };

  return (
    <section aria-roledescription="carousel" aria-label="Featured" className="bg-surface">
      <div className="relative">
        <div ref={emblaRef} className="overflow-hidden">
          <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
            {banners.map((banner, i) => (
              <div
                key={banner.desktop}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${banners.length}`}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <Link to={banner.link} draggable={false} className="block">
                  <picture>
                    <source
                      media="(max-width: 767px)"
                      srcSet={banner.mobile}
                      width={800}
                      height={1000}
                    />
                    <img
                      src={banner.desktop}
                      alt={banner.alt}
                      width={1600}
                      height={600}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : undefined}
                      decoding={i === 0 ? undefined : 'async'}
                      draggable={false}
                      className="block aspect-[4/5] h-auto w-full object-cover md:aspect-[8/3]"
                    />
                  </picture>
                </Link>
              </div>
            ))}
          </div>
        </div>
        <CarouselArrow direction="prev" onClick={() => goTo(() => emblaApi?.scrollPrev())} />
        <CarouselArrow direction="next" onClick={() => goTo(() => emblaApi?.scrollNext())} />
      </div>
      <CarouselDots
        count={banners.length}
        selected={selected}
        onSelect={(i) => goTo(() => emblaApi?.scrollTo(i))}
        playing={playing}
        onTogglePlay={togglePlay}
      />
    </section>
  );
}
