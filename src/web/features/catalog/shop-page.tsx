import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Container } from '#web/components/ui/container.tsx';
import { filtersFromSearch, searchOfFilters } from '#shared/rules/shop-search.ts';
import { ProductList } from './product-list.tsx';
import { ShopBanner } from './shop-banner.tsx';
import { ShopFilters } from './shop-filters.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

/**
 * The product listing: banner, the drops (the route plugs them in), search and filters (kept in
 * the address), then the products.
 */
export function ShopPage({ drops }: { drops?: ReactNode }) {
  useDocumentTitle('Shop');
  const filters = filtersFromSearch(new URLSearchParams(useLocation().search));
  return (
    <Container width="wide" className="flex flex-col gap-6 py-4 sm:gap-8 sm:py-6">
      <ShopBanner />
      {drops}
      <ShopFilters filters={filters} />
      <ProductList search={searchOfFilters(filters)} />
    </Container>
  );
}
