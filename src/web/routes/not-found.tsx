import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * Any unknown address (docs/product.md#screens-and-routes): "Oops! You Are Lost" with a way home.
 */
export function Component() {
  useDocumentTitle('Page not found');
  return (
    <Container width="narrow" className="flex flex-col items-center py-12 text-center md:py-16">
      <img
        src="/art/not-found.webp"
        alt=""
        width={800}
        height={600}
        fetchPriority="high"
        className="aspect-[4/3] h-auto w-full max-w-md"
      />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink md:text-4xl">
        Oops! You Are Lost
      </h1>
      <p className="mt-3 max-w-md text-lg text-muted">
        The page you were looking for has wandered off campus. Let&apos;s get you back.
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8 min-w-40">
        HOME
      </ButtonLink>
    </Container>
  );
}
