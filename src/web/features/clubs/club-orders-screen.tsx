import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ITEM_STEPS, STEP_LABELS, type ItemStep } from '#shared/rules/order-steps.ts';
import { Button } from '#web/components/ui/button.tsx';
import { clubOrdersQuery } from './club-catalog-calls.ts';

const METHOD = {
  pickup: 'Pickup',
  hostel: 'Hostel',
  delivery: 'Home (the shop sends it)',
} as const;

/**
 * /club/{slug}/orders: items of the club's products in students' orders, newest first, filtered
 * by state (`?state=`) and paged (`?page=`); the student's name and, for a hostel delivery, the
 * hostel and room, nothing more of the order.
 */
export function ClubOrdersScreen({ slug }: { slug: string }) {
  const [params, setParams] = useSearchParams();
  const state = (ITEM_STEPS as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as ItemStep)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = { ...(state ? { state } : {}), ...(page > 1 ? { page } : {}) };
  const { data, error, isPending } = useQuery(clubOrdersQuery(slug, filters));
  const go = (next: { state?: string; page?: number }) => {
    const p = new URLSearchParams();
    if (next.state) p.set('state', next.state);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };
  return (
    <div className="flex flex-col gap-4">
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink sm:max-w-xs">
        State
        <select
          className="min-h-11 rounded-lg border border-line bg-white px-3"
          value={state ?? ''}
          onChange={(e) => go({ state: e.target.value })}
        >
          <option value="">Every state</option>
          {ITEM_STEPS.map((s) => (
            <option key={s} value={s}>
              {STEP_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      {isPending && <p className="text-muted">Loading orders…</p>}
      {data?.items.length === 0 && <p className="text-muted">No items here yet.</p>}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto rounded-card border border-line bg-white">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-surface text-xs text-muted uppercase">
              <tr>
                {['Order', 'Item', 'Size × qty', 'Name on tee', 'Student', 'Handover', 'State'].map(
                  (h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {data.items.map((i) => (
                <tr key={i.itemId} className="border-t border-line">
                  <td className="px-3 py-2 font-mono whitespace-nowrap">{i.orderNumber}</td>
                  <td className="px-3 py-2">{i.productName}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {i.size} × {i.quantity}
                  </td>
                  <td className="px-3 py-2">{i.teeName || '—'}</td>
                  <td className="px-3 py-2">{i.studentName}</td>
                  <td className="px-3 py-2">
                    {METHOD[i.deliveryMethod]}
                    {i.hostel && <span className="block text-muted">{i.hostel}</span>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{STEP_LABELS[i.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.pages > 1 && (
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => go({ state, page: page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm text-muted">
            Page {data.page} of {data.pages}
          </span>
          <Button
            variant="outline"
            disabled={page >= data.pages}
            onClick={() => go({ state, page: page + 1 })}
          >
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
