import { useCallback } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { findClubPage, useClubPage } from '#web/features/clubs/get-club-pages.ts';
import { ClubView } from '#web/features/clubs/club-view.tsx';
import { ProductCard } from '#web/features/catalog/product-card.tsx';
import { ProductGrid } from '#web/features/catalog/product-grid.tsx';
import { DropList } from '#web/features/drops/drop-list.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { loaderQueryClient } from '#web/lib/api/page-draw.ts';
import { Component as NotFound } from './not-found.tsx';
// The shop's route chunk, whole: it holds the product cards, which would otherwise leave it for a
// chunk of their own, one more file in /shop's first load (scripts/check-first-load.ts). The
// shop then opens at once from a club's page.
import './shop.tsx';

/** /clubs/{slug}: the club's page from the cache (drawn pages carry it); an unknown club is not found. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = await findClubPage(params.slug, loaderQueryClient(context));
  return { found: page !== null };
}

export function Component() {
  const { found } = useLoaderData<typeof loader>();
  const { slug = '' } = useParams();
  return found ? <ClubPage slug={slug} /> : <NotFound />;
}

function ClubPage({ slug }: { slug: string }) {
  const { page, skewMs, refetch } = useClubPage(slug);
  useDocumentTitle(page.club.name);
  const onTurn = useCallback(() => void refetch(), [refetch]);
  return (
    <ClubView
      club={page.club}
      productCount={page.products.length}
      drops={
        page.drops.length > 0 && (
          <DropList drops={page.drops} serverNow={page.serverNow} skewMs={skewMs} onTurn={onTurn} />
        )
      }
      products={
        <ProductGrid label={`Products by ${page.club.name}`}>
          {page.products.map((p, i) => (
            <li key={p.product_id}>
              <ProductCard product={p} priority={i < 2} />
            </li>
          ))}
        </ProductGrid>
      }
    />
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
