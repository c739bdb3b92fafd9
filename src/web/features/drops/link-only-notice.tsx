import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * A link-only drop's product opened without its link's secret (docs/product.md#members-only-drops):
 * the product is not shown; the organiser's link opens it.
 */
export function LinkOnlyNotice() {
  useDocumentTitle('Open with its link');
  return (
    <Container width="narrow" className="flex flex-col items-center py-12 text-center md:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
        This drop is open to those with its link
      </h1>
      <p className="mt-3 max-w-md text-lg text-muted">
        Open it with the link its organiser shared with you. There is plenty more in the shop.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={paths.shop} size="lg">
          Browse the shop
        </ButtonLink>
      </div>
    </Container>
  );
}
