import { CircleCheck } from 'lucide-react';
import { formatReadyBy, readyByLabel } from '#shared/rules/ready-by.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import type { MyOrder } from './get-my-orders.ts';
import { showsHandoverCode } from './order-card.tsx';
import { OrderItems } from './order-items.tsx';
import { Destination, HandoverCode, PaidBy } from './order-panels.tsx';

/** What happens next, in one sentence per delivery method. */
function nextStep(order: MyOrder): string {
  if (order.deliveryMethod === 'pickup') {
    return 'We e-mail you when it is ready to collect. Show your handover code when you do.';
  }
  if (order.deliveryMethod === 'hostel') {
    return 'We bring it to your hostel and e-mail you when it is on its way. Show your handover code when it arrives.';
  }
  return 'We e-mail you when it ships to your address.';
}

/**
 * The thank-you page after PLACE ORDER or a completed online payment
 * (docs/product.md#thank-you-page): the order number, by when it is ready and what happens next,
 * the items and the total, and the way to the order page.
 */
export function ThankYou({ order }: { order: MyOrder }) {
  useDocumentTitle('Thank you for your order');
  return (
    <Container width="narrow" className="flex flex-col gap-5 py-8 md:py-12">
      <header className="flex flex-col items-center gap-2 text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-sale" />
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
          Thank you! Your order is placed
        </h1>
        <p className="text-muted">
          Order number{' '}
          <span className="font-mono text-lg font-bold tracking-wide text-ink">
            {order.orderNumber}
          </span>
        </p>
      </header>

      <section
        aria-labelledby="next-heading"
        className="flex flex-col gap-2 rounded-card border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="next-heading" className="font-semibold text-ink">
          What happens next
        </h2>
        <p className="text-lg text-ink">
          {readyByLabel(order.deliveryMethod)}{' '}
          <strong className="font-bold">{formatReadyBy(order.readyBy)}</strong>
        </p>
        <Destination order={order} />
        <p className="text-sm text-muted">{nextStep(order)}</p>
      </section>

      {showsHandoverCode(order) && <HandoverCode code={order.handoverCode} />}

      <section
        aria-labelledby="summary-heading"
        className="rounded-card border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="summary-heading" className="mb-3 font-semibold text-ink">
          Your order
        </h2>
        <OrderItems items={order.productsOrdered} />
        <p className="mt-3 flex items-center justify-between gap-3 border-t border-line pt-3">
          <span className="font-semibold text-ink">Total</span>
          <Price amount={order.totalAmount} className="text-lg font-bold" />
        </p>
        <PaidBy order={order} />
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={paths.myOrder(order.orderNumber)} size="lg">
          View your order
        </ButtonLink>
        <ButtonLink to={paths.shop} size="lg" variant="outline">
          Continue shopping
        </ButtonLink>
      </div>
    </Container>
  );
}
