import type { ReactNode } from 'react';
import { Container } from '#web/components/ui/container.tsx';

/**
 * The layout of the checkout steps after the cart: the step's own part, and beside it (below it
 * on phones, sticky on wide screens) the order summary with the step's button.
 */
export function CheckoutColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <Container width="wide" className="py-6 sm:py-10">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="flex min-w-0 flex-col gap-6">{main}</div>
        <div className="lg:sticky lg:top-6">{aside}</div>
      </div>
    </Container>
  );
}
