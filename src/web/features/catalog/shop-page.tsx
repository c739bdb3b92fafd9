import { Container } from '#web/components/ui/container.tsx';
import { ProductList } from './product-list.tsx';
import { ShopBanner } from './shop-banner.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** The product listing: banner, then every product. */
export function ShopPage() {
  useDocumentTitle('Shop');
  return (
    <Container width="wide" className="flex flex-col gap-8 py-4 sm:py-6">
      <ShopBanner />
      <ProductList />
    </Container>
  );
}
