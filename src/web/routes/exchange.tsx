import { ExchangeContent } from '#web/features/content/exchange-content.tsx';

export function Component() {
  return <ExchangeContent />;
}
