import { CircleAlert, Clock } from 'lucide-react';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import type { PaymentOutcome } from './validate-payment.ts';

export interface PaymentReturnProps {
  outcome: PaymentOutcome | undefined;
  /** The check itself failed (network): offer to try again. */
  error: Error | null;
  onRetry: () => void;
}

const frame = 'mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center';

/**
 * /paymentValid/{id} (docs/product.md#payment-return): "Processing The Payment" while the shop
 * asks the gateway; a pending payment keeps checking with a way back; a failed one says nothing
 * was charged and leads back to the cart, which is as the customer left it.
 */
export function PaymentReturn({ outcome, error, onRetry }: PaymentReturnProps) {
  useDocumentTitle('Processing The Payment');
  if (error) {
    return (
      <div role="alert" className={frame}>
        <CircleAlert aria-hidden="true" className="size-10 text-danger" />
        <h1 className="text-xl font-bold">We could not check your payment</h1>
        <p className="text-muted">{error.message}</p>
        <Button onClick={onRetry}>Check again</Button>
        <ButtonLink to={paths.myOrders} variant="outline">
          Go to My Orders
        </ButtonLink>
      </div>
    );
  }
  if (outcome?.state === 'failed') {
    return (
      <div role="alert" className={frame}>
        <CircleAlert aria-hidden="true" className="size-10 text-danger" />
        <h1 className="text-xl font-bold">Payment not completed</h1>
        <p className="text-muted">{outcome.message}</p>
        <ButtonLink to={paths.cart}>Back to cart</ButtonLink>
      </div>
    );
  }
  if (outcome?.state === 'pending') {
    return (
      <div role="status" className={frame}>
        <Clock aria-hidden="true" className="size-10 text-accent" />
        <h1 className="text-xl font-bold">Waiting for your bank</h1>
        <p className="text-muted">
          {outcome.message || 'Your bank has not confirmed the payment yet.'} Please keep this page
          open; it checks again every few seconds. If the money left your account, your order will
          appear in My Orders.
        </p>
        <Spinner size="md" label="" className="text-brand" />
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.myOrders} variant="outline">
            My Orders
          </ButtonLink>
          <ButtonLink to={paths.cart} variant="outline">
            Back to cart
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className={frame}>
      <Spinner size="lg" label="" className="text-brand" />
      <h1 className="text-xl font-bold">Processing The Payment</h1>
      <p className="text-muted">Please wait while we confirm your payment with the gateway.</p>
    </div>
  );
}
