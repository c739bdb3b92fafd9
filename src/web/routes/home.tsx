import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '#web/lib/api/page-draw.ts';
import { productPagesQuery } from '#web/features/catalog/get-products.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { BannerCarousel } from '#web/features/home/banner-carousel.tsx';
import { Collaboration } from '#web/features/home/collaboration.tsx';
import { NewCollection } from '#web/features/home/new-collection.tsx';
import { PromoBanner } from '#web/features/home/promo-banner.tsx';
import { useMediaQuery } from '#web/lib/hooks/use-media-query.ts';
import { WhatWeOffer } from '#web/features/home/what-we-offer.tsx';
import { settings } from '#web/lib/settings/settings.ts';
import { LazyDropsStrip } from '#web/features/drops/lazy-drops-strip.tsx';

/** Where the home page switches from its phone to its desktop composition (Tailwind md). */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * Starts loading the catalogue's first page (the shop's, newest first) for New collection without
 * holding the page: the banner paints at once and the showcase fills in (a failed load just hides
 * that section). The showcase reads the cache rather than a loader promise, so a page the server
 * drew (the first page in the HTML) hydrates in one pass, with no Suspense boundary left waiting.
 */
export function loader({ context }: LoaderFunctionArgs) {
  void loaderQueryClient(context).prefetchInfiniteQuery(productPagesQuery());
  return null;
}

/**
 * The catalogue's cache entry as it changes. Read from the cache itself rather than `useQuery`,
 * whose observer code would add ~3 kB to the first load of /.
 */
function useCatalogue() {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const read = useCallback(() => client.getQueryState(productPagesQuery().queryKey), [client]);
  const state = useSyncExternalStore(subscribe, read, read);
  return { isError: state?.status === 'error', data: state?.data?.pages[0]?.products };
}

/**
 * Home (docs/product.md#home): banner carousel, New collection, What We Offer?, a promotional
 * banner and Let's Work Together!. Phones and desktops get different compositions of the same
 * sections.
 */
export function Component() {
  useDocumentTitle();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const catalogue = useCatalogue();

  return (
    <>
      <h1 className="sr-only">
        {settings.shopName}: campus clothing for {settings.instituteName} students
      </h1>
      <BannerCarousel />
      <LazyDropsStrip framed />
      <NewCollection products={catalogue.isError ? [] : catalogue.data} />
      <WhatWeOffer desktop={desktop} />
      <PromoBanner />
      <Collaboration desktop={desktop} />
    </>
  );
}
