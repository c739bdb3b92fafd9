import { useId } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/routing/paths.ts';

/** Let's Work Together! An invitation to designers, makers, videographers and clubs. */
export function Collaboration({ desktop }: { desktop: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-soft py-10 md:py-16">
      <Container className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
        <img
          src="/art/collab.webp"
          alt=""
          width={900}
          height={700}
          loading="lazy"
          decoding="async"
          className="aspect-[9/7] h-auto w-full rounded-card bg-white object-cover"
        />
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-4xl">
            Let&apos;s Work Together!
          </h2>
          <p className="mt-3 text-base leading-7 text-ink md:text-lg md:leading-8">
            Designer with a sketchbook full of ideas? Manufacturer who cares about quality?
            Videographer who loves a good shoot? Or a club planning its next tee? We would love to
            build something with you.
          </p>
          <ButtonLink to={paths.collabForm} size="lg" className="mt-6 w-full sm:w-auto">
            {desktop ? 'View Details' : 'View details'}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
