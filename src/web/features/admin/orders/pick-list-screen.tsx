import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Printer } from 'lucide-react';
import { istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PlainTable } from '#web/components/ui/plain-table.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { BulkStepsBar } from './bulk-steps-bar.tsx';
import type { PickListReply } from '#shared/contract/admin-orders.ts';
import { pickListQuery } from './get-pick-list.ts';

const METHODS = [
  { value: 'all', label: 'Every delivery method' },
  { value: 'pickup', label: 'Pickup' },
  { value: 'hostel', label: 'Hostel' },
  { value: 'delivery', label: 'Home delivery' },
] as const;
type Method = (typeof METHODS)[number]['value'];

export const methodFromSearch = (search: URLSearchParams): Method =>
  (METHODS.find((m) => m.value === search.get('method'))?.value ?? 'all') as Method;

/** A printable list of what is still to hand over, by product and size, with names for club tees. */
export function PickListScreen() {
  const [search, setSearch] = useSearchParams();
  const method = methodFromSearch(search);
  const { data } = useQuery(pickListQuery(method));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
        <div className="flex items-end gap-2">
          <Select
            label="Show"
            options={METHODS.map((m) => ({ value: m.value, label: m.label }))}
            value={method}
            onChange={(e) => setSearch(e.target.value === 'all' ? {} : { method: e.target.value })}
          />
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" /> Print
          </Button>
        </div>
      </div>
      {!data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted">
            {data.totalItems} piece{data.totalItems === 1 ? '' : 's'} to pack ·{' '}
            {METHODS.find((m) => m.value === method)!.label} · {formatOrderDate(data.generatedAt)}{' '}
            {istTime(data.generatedAt)}
          </p>
          {method !== 'all' && data.orders && data.orders.length > 0 && (
            <BulkStepsBar
              orders={data.orders}
              label={`Every order in this list (${data.orders.length})`}
              className="mb-4 print:hidden"
            />
          )}
          {data.groups.length === 0 ? (
            <p className="rounded-card border border-line p-6 text-center text-muted">
              Nothing left to deliver.
            </p>
          ) : (
            <ul className="flex flex-col gap-4">
              {data.groups.map((g) => (
                <li
                  key={`${g.product_id}-${g.name}`}
                  className="break-inside-avoid rounded-card border border-line p-4"
                >
                  <h2 className="flex flex-wrap items-baseline justify-between gap-2 font-bold text-ink">
                    <span>{g.name}</span>
                    <span className="text-sm font-semibold text-muted">
                      {styleLabel(g.style)} · {g.quantity} in all
                    </span>
                  </h2>
                  <PlainTable
                    className="mt-2 w-full"
                    caption={`${g.name}: pieces per size`}
                    columns={[
                      { label: 'Size', className: 'w-16', cellClassName: 'font-semibold' },
                      { label: 'Pieces', className: 'w-20', cellClassName: 'font-semibold' },
                      { label: 'Orders / names', cellClassName: 'text-muted' },
                    ]}
                    rows={g.sizes.map((s) => ({
                      key: s.size,
                      cells: [
                        s.size,
                        s.quantity,
                        s.names.length > 0
                          ? s.names
                              .map(
                                (n) =>
                                  `${[n.teeName, n.teeNumber && `#${n.teeNumber}`].filter(Boolean).join(' ')}${n.institutionName ? ` (${n.institutionName})` : ''} × ${n.quantity}`,
                              )
                              .join('; ')
                          : (s.orderNumbers ?? []).join(', '),
                      ],
                    }))}
                  />
                </li>
              ))}
            </ul>
          )}
          <Recipients orders={data.orders ?? []} />
        </>
      )}
    </>
  );
}

/** Who takes each home delivery in the list: the name and mobile the packer writes on it. */
function Recipients({ orders }: { orders: NonNullable<PickListReply['orders']> }) {
  const rows = orders.filter((o) => o.recipient);
  if (rows.length === 0) return null;
  return (
    <section className="mt-4 break-inside-avoid rounded-card border border-line p-4">
      <h2 className="font-bold text-ink">Recipients of home deliveries</h2>
      <PlainTable
        className="mt-2 w-full"
        caption="Who takes each home delivery"
        columns={[
          { label: 'Order', className: 'w-32', cellClassName: 'font-semibold' },
          { label: 'Recipient' },
          { label: 'Mobile', cellClassName: 'whitespace-nowrap' },
        ]}
        rows={rows.map((o) => ({
          key: String(o.order_id),
          cells: [o.orderNumber ?? '', o.recipient?.name ?? '', o.recipient?.phoneNumber ?? ''],
        }))}
      />
    </section>
  );
}
