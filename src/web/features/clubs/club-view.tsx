import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { searchOfFilters } from '#shared/rules/shop-search.ts';
import { paths } from '#shared/web-paths.ts';
import type { ClubPageReply, PublicClub } from '#shared/contract/club-pages.ts';
import { Container } from '#web/components/ui/container.tsx';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { ProductCard } from '#web/features/catalog/product-card.tsx';
import { ProductGrid } from '#web/features/catalog/product-grid.tsx';

// Countdowns read the clock, so the drops draw once the page runs (ADR 011), in their own chunk.
const ClubDrops = lazy(() => import('./club-drops.tsx').then((m) => ({ default: m.ClubDrops })));

/**
 * A club's page (docs/product.md#a-clubs-page): its banner (logo and name), about, its upcoming
 * and live drops and its products on sale, drawn as the shop draws them.
 */
export function ClubView({
  page,
  skewMs,
  onDropTurn,
}: {
  page: ClubPageReply;
  /** The server's clock minus this device's (the drops' countdowns). */
  skewMs: number;
  onDropTurn: () => void;
}) {
  const hydrated = useHydrated();
  const { club, products, drops } = page;
  return (
    <Container width="wide" className="flex flex-col gap-8 py-6 md:gap-10 md:py-10">
      <ClubBanner club={club} />
      {drops.length > 0 && hydrated && (
        <Suspense fallback={null}>
          <ClubDrops page={page} skewMs={skewMs} onTurn={onDropTurn} />
        </Suspense>
      )}
      <Section id="club-products" title={`Merch by ${club.name}`}>
        {products.length === 0 ? (
          <p className="text-muted">Nothing on sale right now. Check back soon.</p>
        ) : (
          <ProductGrid label={`Products by ${club.name}`}>
            {products.map((p, i) => (
              <li key={p.product_id}>
                <ProductCard product={p} priority={i < 2} />
              </li>
            ))}
          </ProductGrid>
        )}
        {products.length > 0 && (
          <Link
            to={{ pathname: paths.shop, search: `?${searchOfFilters({ club: club.slug })}` }}
            className="self-start text-sm font-medium text-brand underline underline-offset-4"
          >
            Search and filter {club.name}&apos;s merch in the shop
          </Link>
        )}
      </Section>
    </Container>
  );
}

/** The club's logo beside its name, and what it says about itself. */
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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
