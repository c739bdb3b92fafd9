import { useRef } from 'react';
import { Link } from 'react-router';
import { BANNER_AUTOPLAY_MS, banners, type Banner } from './banners.ts';
import { CarouselArrow, CarouselDots } from './carousel-controls.tsx';
import { useSlideShow } from './use-slide-show.ts';

/**
 * The looping home banner: autoplay every 3 s that keeps going after a swipe, arrow or dot; only
 * the pause button stops it. Written without a carousel library to keep the home page's first
 * load small (docs/architecture.md). Phones get the portrait art through <picture>.
 */
export function BannerCarousel() {
  const show = useSlideShow(banners.length, BANNER_AUTOPLAY_MS);
  const swipeStart = useRef<number | null>(null);

  const onPointerUp = (x: number) => {
    if (swipeStart.current === null) return;
    const dx = x - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) > 40) (dx < 0 ? show.next : show.prev)();
  };

  return (
    <section aria-roledescription="carousel" aria-label="Featured" className="bg-surface">
      <div className="relative">
        <div
          className="overflow-hidden touch-pan-y"
          onPointerDown={(e) => (swipeStart.current = e.clientX)}
          onPointerUp={(e) => onPointerUp(e.clientX)}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <div
            className={`flex ${show.animate ? 'transition-transform duration-500 ease-out motion-reduce:transition-none' : ''}`}
            style={{ transform: `translateX(-${show.position * 100}%)` }}
            onTransitionEnd={show.settle}
            aria-live={show.playing ? 'off' : 'polite'}
          >
            {banners.map((banner, i) => (
              <div
                key={banner.desktop}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${banners.length}`}
                aria-hidden={i !== show.selected || undefined}
                inert={i !== show.selected || undefined}
                className="w-full shrink-0"
              >
                <BannerSlide banner={banner} eager={i === 0} />
              </div>
            ))}
            {/* A copy of the first slide, so the loop moves forward from the last one. */}
            <div aria-hidden="true" inert className="w-full shrink-0">
              <BannerSlide banner={banners[0]!} eager={false} />
            </div>
          </div>
        </div>
        <CarouselArrow direction="prev" onClick={show.prev} />
        <CarouselArrow direction="next" onClick={show.next} />
      </div>
      <CarouselDots
        count={banners.length}
        selected={show.selected}
        onSelect={show.goTo}
        playing={show.playing}
        onTogglePlay={show.togglePlay}
      />
    </section>
  );
}

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <Link to={banner.link} draggable={false} className="block">
      <picture>
        <source media="(max-width: 767px)" srcSet={banner.mobile} width={800} height={1000} />
        <img
          src={banner.desktop}
          alt={banner.alt}
          width={1600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding={eager ? undefined : 'async'}
          draggable={false}
          className="block aspect-[4/5] h-auto w-full object-cover md:aspect-[8/3]"
        />
      </picture>
    </Link>
  );
}
