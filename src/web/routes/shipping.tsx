import { ShippingContent } from '#web/features/content/shipping-content.tsx';

export function Component() {
  return <ShippingContent />;
}
