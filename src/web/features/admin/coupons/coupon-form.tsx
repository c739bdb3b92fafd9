import { useForm } from 'react-hook-form';
import type { CreateCouponBody } from '#shared/contract/coupons.ts';
import { istDayEnd, istDayStart } from '#shared/rules/admin.ts';
import type { CouponKind, CouponScope } from '#shared/rules/coupons.ts';
import { STYLES, styleLabel } from '#shared/rules/styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { useCreateCoupon } from './get-coupons.ts';

/** What the fields hold; the server checks every rule and says what is wrong. */
interface CouponFields {
  code: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  from: string;
  until: string;
  totalUses: string;
  usesPerStudent: string;
  scope: CouponScope;
  scopeValue: string;
}

const EMPTY: CouponFields = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  from: '',
  until: '',
  totalUses: '',
  usesPerStudent: '1',
  scope: 'all',
  scopeValue: '',
};

/** The create call's body: days are whole days in Indian time (from its start, until its end). */
function bodyOf(f: CouponFields): CreateCouponBody {
  return {
    code: f.code,
    kind: f.kind,
    value: f.value,
    minOrder: f.minOrder || 0,
    startsAt: f.from ? istDayStart(f.from) : null,
    endsAt: f.until ? istDayEnd(f.until) - 1 : null,
    totalUses: f.totalUses,
    usesPerStudent: f.usesPerStudent,
    scope: f.scope,
    scopeValue: f.scope === 'all' ? '' : f.scopeValue,
  };
}

/** New coupon code (docs/product.md#coupon-codes): percentage or flat, minimum, dates, caps, scope. */
export function CouponForm() {
  const create = useCreateCoupon();
  const form = useForm<CouponFields>({ defaultValues: EMPTY });
  const kind = form.watch('kind');
  const scope = form.watch('scope');
  const submit = form.handleSubmit(async (fields) => {
    try {
      const reply = await create.mutateAsync(bodyOf(fields));
      notify.success(reply.message);
      form.reset(EMPTY);
    } catch {
      // create.error says why, under the form.
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="new-coupon-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="new-coupon-heading" className="text-lg font-semibold text-ink">
        New coupon code
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Code"
          hint="3–24 letters, digits, - or _"
          autoComplete="off"
          maxLength={24}
          className="uppercase"
          {...form.register('code')}
        />
        <Select
          label="Kind"
          options={[
            { value: 'percent', label: 'Percentage off' },
            { value: 'flat', label: 'Flat amount off (₹)' },
          ]}
          {...form.register('kind')}
        />
        <Field
          label={kind === 'percent' ? 'Percent off' : 'Amount off (₹)'}
          inputMode="decimal"
          {...form.register('value')}
        />
        <Field label="Minimum order (₹)" inputMode="decimal" {...form.register('minOrder')} />
        <Field label="Valid from" type="date" {...form.register('from')} />
        <Field label="Valid until" type="date" {...form.register('until')} />
        <Field
          label="Total uses"
          hint="Empty: no cap"
          inputMode="numeric"
          {...form.register('totalUses')}
        />
        <Field
          label="Uses per student"
          hint="Empty: no cap"
          inputMode="numeric"
          {...form.register('usesPerStudent')}
        />
        <Select
          label="Applies to"
          options={[
            { value: 'all', label: 'Every product' },
            { value: 'club', label: "One club's products" },
            { value: 'category', label: 'One category' },
          ]}
          {...form.register('scope')}
        />
        {scope === 'club' && (
          <Field
            label="Club tag"
            hint="The tag on the club's tees, e.g. robotics"
            maxLength={40}
            {...form.register('scopeValue')}
          />
        )}
        {scope === 'category' && (
          <Select
            label="Category"
            placeholder="Choose a category"
            options={STYLES.map((s) => ({ value: s, label: styleLabel(s) }))}
            {...form.register('scopeValue')}
          />
        )}
      </div>
      {create.error && (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
        >
          {create.error.message}
        </p>
      )}
      <Button type="submit" size="lg" loading={create.isPending} className="self-start">
        Create coupon
      </Button>
    </form>
  );
}
