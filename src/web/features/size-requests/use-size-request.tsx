import { lazy, Suspense, useState } from 'react';
import type { Product } from '#shared/contract/catalog.ts';

const SizeRequestDialog = lazy(() =>
  import('./size-request-dialog.tsx').then((m) => ({ default: m.SizeRequestDialog })),
);

/**
 * The product page's "Size Not Available? Inform Us": `open(size)` shows the popup (its code loads
 * then), `dialog` is the popup to render beside the page.
 */
export function useSizeRequest(product: Pick<Product, 'product_id' | 'name'>, loggedIn: boolean) {
  const [size, setSize] = useState<string | null | undefined>(undefined);
  const open = (picked: string | null) => setSize(picked);
  const dialog = size !== undefined && (
    <Suspense fallback={null}>
      <SizeRequestDialog
        onOpenChange={(isOpen) => !isOpen && setSize(undefined)}
        product={product}
        size={size}
        guest={!loggedIn}
      />
    </Suspense>
  );
  return { open, dialog };
}
