import type { AdminCoupon } from '#shared/contract/coupons.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { CouponForm } from './coupon-form.tsx';
import { useCoupons, useSetCouponActive } from './get-coupons.ts';

/** "15% off", "₹100 off". */
const offText = (c: AdminCoupon) => (c.kind === 'percent' ? `${c.value}% off` : null);

function scopeText(c: AdminCoupon): string {
  if (c.scope === 'club') return `${c.scopeValue} club products`;
  if (c.scope === 'category') return `${styleLabel(c.scopeValue)} products`;
  return 'Every product';
}

function CouponCard({ coupon: c }: { coupon: AdminCoupon }) {
  const toggle = useSetCouponActive();
  const dates =
    c.startsAt || c.endsAt
      ? `${c.startsAt ? formatOrderDate(c.startsAt) : 'now'} to ${c.endsAt ? formatOrderDate(c.endsAt) : 'no end'}`
      : 'No end date';
  return (
    <article
      aria-label={`Coupon ${c.code}`}
      className="flex flex-col gap-2 rounded-card border border-line bg-white p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-base font-bold break-all text-ink">{c.code}</h3>
        <Badge tone={c.active ? 'brand' : 'neutral'}>{c.active ? 'Active' : 'Off'}</Badge>
      </header>
      <p className="text-sm font-semibold text-ink">
        {offText(c) ?? (
          <>
            <Price amount={c.value} /> off
          </>
        )}
        {c.minOrder > 0 && (
          <span className="font-normal text-muted">
            {' '}
            on orders of <Price amount={c.minOrder} /> or more
          </span>
        )}
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Applies to</dt>
        <dd className="break-words text-ink">{scopeText(c)}</dd>
        <dt className="text-muted">Valid</dt>
        <dd className="text-ink">{dates}</dd>
        <dt className="text-muted">Used</dt>
        <dd className="text-ink">
          {c.usesTaken}
          {c.totalUses !== null ? ` of ${c.totalUses}` : ''}
          {c.usesPerStudent !== null ? ` · ${c.usesPerStudent} per student` : ''}
        </dd>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ id: c.id, active: !c.active })}
      >
        {c.active ? 'Switch off' : 'Switch on'}
      </Button>
    </article>
  );
}

/** /coupons: the new-code form, then every code with its uses (docs/product.md#admin). */
export function CouponsScreen() {
  const coupons = useCoupons();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <CouponForm />
      <section aria-labelledby="coupons-heading" className="flex flex-col gap-3">
        <h2 id="coupons-heading" className="text-lg font-semibold text-ink">
          Codes {coupons.data ? `(${coupons.data.coupons.length})` : ''}
        </h2>
        {coupons.isPending ? (
          <Skeleton className="h-32" />
        ) : coupons.isError ? (
          <p role="alert" className="text-danger">
            {coupons.error.message}
          </p>
        ) : coupons.data.coupons.length === 0 ? (
          <p className="text-muted">No coupon codes yet</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {coupons.data.coupons.map((c) => (
              <CouponCard key={c.id} coupon={c} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
