import { useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { OrderFilters as Filters } from '#shared/contract/admin-orders.ts';
import { DayField } from './day-field.tsx';
import type { OrdersView } from './orders-view.ts';

const SearchText = Filters.shape.q;

// Each first option says what it leaves unfiltered (docs/product.md#admin).
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'notDelivered', label: 'Not delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];
const brandOptions = [
  { value: 'all', label: 'All products' },
  { value: 'ownBrand', label: 'Own-brand products' },
  { value: 'club', label: 'Club products' },
];
const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** Filters of /allOrders; each change goes to the address (page 1), search on submit. */
export function OrderFilters({
  view,
  onChange,
}: {
  view: OrdersView;
  onChange: (next: Partial<OrdersView>) => void;
}) {
  const [q, setQ] = useState(view.q);
  // The address's search changed (Back, a link): the field follows. Not by remounting the form,
  // which would drop the keyboard's focus after every search.
  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    setQ(view.q);
  }
  const [qError, setQError] = useState<string>();
  const set = (patch: Partial<OrdersView>) => onChange({ ...patch, page: 1 });
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-card border border-line bg-surface p-3">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          // The server's own rule (length, no control characters), said under the field.
          const checked = SearchText.safeParse(q);
          setQError(checked.success ? undefined : checked.error.issues[0]?.message);
          if (checked.success) set({ q: checked.data });
        }}
        className="flex items-end gap-2"
      >
        <Field
          label="Search"
          type="search"
          placeholder="Order no., transaction id, name, e-mail or phone"
          maxLength={100}
          value={q}
          error={qError}
          onChange={(e) => setQ(e.target.value)}
          wrapperClassName="flex-1"
        />
        <Button type="submit" aria-label="Search orders" className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Search</span>
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Select
          label="Delivery Status"
          options={statusOptions}
          value={view.deliveryStatus}
          onChange={(e) => set({ deliveryStatus: e.target.value as OrdersView['deliveryStatus'] })}
        />
        <Select
          label="Products"
          options={brandOptions}
          value={view.brand}
          onChange={(e) => set({ brand: e.target.value as OrdersView['brand'] })}
        />
        <Select
          label="Sort"
          options={sortOptions}
          value={view.sort}
          onChange={(e) => set({ sort: e.target.value as OrdersView['sort'] })}
          wrapperClassName="col-span-2 lg:col-span-1"
        />
        <DayField label="From" value={view.from} onChange={(from) => set({ from })} />
        <DayField label="To" value={view.to} onChange={(to) => set({ to })} />
      </div>
    </div>
  );
}
