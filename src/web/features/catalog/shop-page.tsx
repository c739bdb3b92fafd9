import { Container } from '#web/components/ui/container.tsx';
import { ProductList } from './product-list.tsx';
import { ShopBanner } from './shop-banner.tsx';
import { usePageTitle } from './use-page-title.ts';

/** The product listing: banner, then every product. */
export function ShopPage() {
  usePageTitle('Shop');
  return (
    <Container width="wide" className="flex flex-col gap-8 py-4 sm:py-6">
      <ShopBanner />
      <ProductList />
    </Container>
  );
}
