import { Suspense, lazy, type ComponentProps } from 'react';
import type Progress from './minimum-progress.tsx';

const MinimumProgress = lazy(() => import('./minimum-progress.tsx'));

/**
 * The print minimum's progress, loaded apart: the drop cards and the product page are on the
 * pages that load first (Home, the shop, a product), whose budgets are nearly full.
 */
export function LazyMinimumProgress(props: ComponentProps<typeof Progress>) {
  return (
    <Suspense fallback={null}>
      <MinimumProgress {...props} />
    </Suspense>
  );
}
