import { useSearchParams } from 'react-router';
import { Container } from '#web/components/ui/container.tsx';
import { UnsubscribePanel } from '#web/features/notify/unsubscribe-panel.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

/**
 * /notify/unsubscribe?token=…: the link in every notify-me mail (docs/product.md#notify-me). GET
 * shows this confirm page; its button (or a mail client's one-click POST to the same address)
 * unsubscribes.
 */
export function Component() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  return (
    <Container width="narrow" className="py-12 md:py-16">
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </Container>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
