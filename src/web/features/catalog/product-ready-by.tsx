import { CalendarCheck } from 'lucide-react';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { readyBySentence } from '#web/lib/settings/ready-by.ts';

const methods: DeliveryMethod[] = ['pickup', 'hostel', 'delivery'];

/**
 * By when an order placed today arrives, per delivery method (docs/product.md#ready-by-dates);
 * club tees go by every method too. The page is drawn on the server too; at midnight the two may
 * differ by a day, which the browser's copy settles.
 */
export function ProductReadyBy() {
  return (
    <section
      aria-labelledby="ready-by-heading"
      className="flex gap-3 rounded-card bg-surface px-4 py-3 text-sm"
    >
      <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <div>
        <h2 id="ready-by-heading" className="font-semibold text-ink">
          Order today
        </h2>
        <ul className="text-muted">
          {methods.map((m) => (
            <li key={m} suppressHydrationWarning>
              {readyBySentence(m)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
