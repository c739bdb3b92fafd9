import { useQuery } from '@tanstack/react-query';
import { orderRemediesQuery } from '#web/features/admin/remedies/get-remedies.ts';
import { RemedyList } from '#web/features/admin/remedies/remedy-list.tsx';

/**
 * The order's refunds, payouts and replacements for wrong or damaged items, on the admin's order
 * page (nothing when there are none): each on its timeline, with what is still to do.
 */
export function AdminOrderRemedies({ orderId }: { orderId: number }) {
  const { data } = useQuery(orderRemediesQuery(orderId));
  if (!data?.length) return null;
  return (
    <section
      aria-label="Wrong or damaged items"
      className="rounded-card border border-line bg-white p-4"
    >
      <h2 className="mb-3 text-base font-bold text-ink">Wrong or damaged items</h2>
      <RemedyList remedies={data} />
    </section>
  );
}
