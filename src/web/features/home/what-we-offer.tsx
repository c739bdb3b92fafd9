import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/routing/paths.ts';

const offers = [
  {
    key: 'manufacturing',
    title: 'Manufacturing',
    line: 'Trusted makers, a sample first, and every batch checked.',
  },
  {
    key: 'design',
    title: 'Design',
    line: 'Student designers turn your idea into print-ready art.',
  },
  {
    key: 'sales',
    title: 'Sales',
    line: 'Your own page on our shop, with payments and sizes sorted.',
  },
  {
    key: 'visibility',
    title: 'Visibility',
    line: 'Launch posts, shoots and reels that get your drop seen.',
  },
];

/**
 * What We Offer? Four cards. On desktop each card opens Our services; on phones the cards are a
 * compact grid and the Know more button is the way in.
 */
export function WhatWeOffer({ desktop }: { desktop: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-surface py-10 md:py-16">
      <Container>
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-4xl">
            What We Offer?
          </h2>
          <p className="mt-3 text-base leading-7 text-muted md:text-lg">
            More than merch: we help clubs, fests and teams bring their ideas to life, from the
            first sketch to the last delivery.
          </p>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:mt-10 md:grid-cols-4 md:gap-6">
          {offers.map((offer) => {
            const body = (
              <>
                <img
                  src={`/art/service-${offer.key}.webp`}
                  alt=""
                  width={600}
                  height={450}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full bg-brand-soft object-cover"
                />
                <div className="p-3 md:p-5">
                  <h3 className="flex items-center justify-between gap-2 text-base font-semibold text-ink md:text-lg">
                    {offer.title}
                    {desktop && (
                      <ArrowRight
                        aria-hidden="true"
                        className="size-5 text-brand transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                      />
                    )}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-muted md:text-base">{offer.line}</p>
                </div>
              </>
            );
            const card = 'block h-full overflow-hidden rounded-card border border-line bg-white';
            return (
              <li key={offer.key}>
                {desktop ? (
                  <Link
                    to={paths.ourServices}
                    className={`group ${card} transition-shadow hover:shadow-lg`}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className={card}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-8 flex justify-center">
          <ButtonLink to={paths.ourServices} size="lg" variant="outline">
            Know more
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
