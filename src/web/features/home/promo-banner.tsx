import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { Link } from 'react-router';

/** The promotional banner: `/art/promo.webp` (1600x500), `/art/promo-mobile.webp` (800x800). */
export function PromoBanner() {
  return (
    <section aria-label="Offer" className="py-10 md:py-16">
      <Container>
        <Link to={paths.shop} className="block overflow-hidden rounded-card">
          <picture>
            <source
              media="(max-width: 767px)"
              srcSet="/art/promo-mobile.webp"
              width={800}
              height={800}
            />
            <img
              src="/art/promo.webp"
              alt="Limited runs: New prints every semester. Each design is printed once, in small batches. When it is gone, it is gone."
              width={1600}
              height={500}
              loading="lazy"
              decoding="async"
              className="block aspect-square h-auto w-full bg-surface object-cover transition-transform duration-500 hover:scale-[1.02] motion-reduce:transition-none md:aspect-[16/5]"
            />
          </picture>
          <span className="sr-only">Shop now</span>
        </Link>
      </Container>
    </section>
  );
}
