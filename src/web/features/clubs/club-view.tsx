import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicClub } from '#shared/contract/club-pages.ts';
import { searchOfFilters } from '#shared/rules/shop-search.ts';
import { paths } from '#shared/web-paths.ts';
import { Container } from '#web/components/ui/container.tsx';

/**
 * A club's page (docs/product.md#a-clubs-page): its banner (logo and name), about, its upcoming
 * and live drops and its products on sale (the route plugs in the drops' and the shop's cards).
 */
export function ClubView({
  club,
  productCount,
  drops,
  products,
}: {
  club: PublicClub;
  productCount: number;
  drops: ReactNode;
  products: ReactNode;
}) {
  return (
    <Container width="wide" className="flex flex-col gap-8 py-6 md:gap-10 md:py-10">
      <ClubBanner club={club} />
      {drops}
      <section aria-labelledby="club-products" className="flex flex-col gap-4">
        <h2 id="club-products" className="text-xl font-bold text-ink sm:text-2xl">
          Merch by {club.name}
        </h2>
        {productCount === 0 ? (
          <p className="text-muted">Nothing on sale right now. Check back soon.</p>
        ) : (
          <>
            {products}
            <Link
              to={{ pathname: paths.shop, search: `?${searchOfFilters({ club: club.slug })}` }}
              className="self-start text-sm font-medium text-brand underline underline-offset-4"
            >
              Search and filter {club.name}&apos;s merch in the shop
            </Link>
          </>
        )}
      </section>
    </Container>
  );
}

/** The club's logo (or its initial) beside its name, and what it says about itself. */
function ClubBanner({ club }: { club: PublicClub }) {
  return (
    <header className="flex flex-col gap-4 rounded-card bg-brand-soft p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-8">
      {club.logoUrl ? (
        <img
          src={club.logoUrl}
          alt=""
          width={96}
          height={96}
          fetchPriority="high"
          className="size-20 shrink-0 rounded-full bg-white object-cover sm:size-24"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-white text-3xl font-bold text-brand sm:size-24"
        >
          {club.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{club.name}</h1>
        {club.about && <p className="max-w-2xl whitespace-pre-line text-ink/80">{club.about}</p>}
      </div>
    </header>
  );
}
