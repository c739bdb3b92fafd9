import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { remedyText } from '#shared/rules/item-remedies.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { payoutsQuery } from '#web/features/admin/remedies/get-remedies.ts';
import { MarkPaidForm } from '#web/features/admin/remedies/remedy-actions.tsx';

/**
 * "Payouts to make" on Problems (docs/product.md#manual-payouts): money for a cash order's wrong or
 * damaged item, sent by hand to the student's UPI id. Waiting ones first, with what to do and
 * "Mark paid"; then the latest paid, for the record.
 */
export function PayoutsToMake() {
  const { data } = useQuery(payoutsQuery());
  if (!data) return null;
  const open = data.filter((p) => p.status !== 'paid').length;
  return (
    <section aria-labelledby="problems-payouts" className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="problems-payouts" className="text-lg font-bold text-ink sm:text-xl">
          Payouts to make
        </h2>
        <p className="text-sm text-muted">
          {open} to pay · {data.length} shown
        </p>
      </div>
      {data.length === 0 ? (
        <p className="rounded-card border border-line bg-white p-6 text-center text-muted">
          No payouts: refunds of cash orders show here until they are paid.
        </p>
      ) : (
        <ol className="grid gap-3 lg:grid-cols-2">
          {data.map((p) => {
            const { title, detail } = remedyText(p, true);
            return (
              <li key={p.id}>
                <article
                  aria-label={`Payout ${p.reference}`}
                  className="flex h-full flex-col gap-2 rounded-card border border-line bg-white p-4"
                >
                  <header className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-bold break-words text-ink">{p.customerName}</h3>
                      <p className="text-sm break-all text-muted">{p.customerEmail}</p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <Badge tone={p.status === 'paid' ? 'neutral' : 'accent'}>
                        {p.status === 'paid'
                          ? 'Paid'
                          : p.status === 'toPay'
                            ? 'To pay'
                            : 'Needs UPI id'}
                      </Badge>
                      <Price amount={p.amount} className="text-lg" />
                    </div>
                  </header>
                  <p className="text-sm text-ink">
                    <span className="font-semibold">{title}</span>
                    <span className="block text-muted">
                      {p.productName} · {p.reference} ·{' '}
                      <Link to={paths.adminOrder(p.orderId)} className="text-brand underline">
                        Order {p.orderNumber}
                      </Link>
                      {p.paidReference && ` · UPI ref ${p.paidReference}`}
                    </span>
                    {detail}
                  </p>
                  {p.status === 'toPay' && <MarkPaidForm payout={p} />}
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
