import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Container } from '#web/components/ui/container.tsx';
import { Steps } from '#web/components/ui/steps.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { BrandMark } from './brand-mark.tsx';

const CHECKOUT_STEPS = ['CART', 'ADDRESS', 'PAYMENT'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutHeaderProps {
  step: CheckoutStep;
  /** Where the back arrow goes, and what it says to screen readers. */
  back?: { to: string; label: string };
}

/**
 * The slim header of the checkout pages (/cart, /address, /payment hide the navbar): a way back,
 * the shop's name and the steps CART, ADDRESS, PAYMENT.
 */
export function CheckoutHeader({
  step,
  back = { to: paths.shop, label: 'Back to shop' },
}: CheckoutHeaderProps) {
  return (
    <header className="border-b border-line bg-white">
      <Container
        width="wide"
        className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 sm:h-16 sm:flex-nowrap sm:py-0"
      >
        <div className="flex min-w-0 items-center gap-1">
          <Link
            to={back.to}
            aria-label={back.label}
            className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-surface"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
          <BrandMark className="min-w-0" />
        </div>
        <Steps
          steps={CHECKOUT_STEPS}
          current={CHECKOUT_STEPS.indexOf(step)}
          label="Checkout steps"
          className="w-full pb-2 sm:ml-auto sm:w-auto sm:pb-0"
        />
      </Container>
    </header>
  );
}
