import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { LinkOnlyNotice } from '#web/features/drops/link-only-notice.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * Shown for an unknown product id or a slug that does not match the product; `?link`: a
 * link-only drop's product opened without its link (docs/product.md#members-only-drops).
 */
export function Component() {
  return useSearchParams()[0].has('link') ? <LinkOnlyNotice /> : <NotFound />;
}

function NotFound() {
  useDocumentTitle('Product not found');
  return (
    <Container width="narrow" className="flex flex-col items-center py-12 text-center md:py-16">
      <img
        src="/art/product-not-found.webp"
        alt=""
        width={800}
        height={600}
        fetchPriority="high"
        className="aspect-[4/3] h-auto w-full max-w-md"
      />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink md:text-4xl">
        We couldn&apos;t find that product
      </h1>
      <p className="mt-3 max-w-md text-lg text-muted">
        It may have sold out, been renamed, or the link may be incomplete. There is plenty more to
        discover in the shop.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={paths.shop} size="lg">
          Browse the shop
        </ButtonLink>
        <ButtonLink to={paths.home} size="lg" variant="outline">
          Back to home
        </ButtonLink>
      </div>
    </Container>
  );
}
