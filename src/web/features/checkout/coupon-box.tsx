import { useState } from 'react';
import { TicketPercent, X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Price } from '#web/components/ui/price.tsx';

export interface CouponBoxProps {
  /** The code priced into the figures, if any. */
  applied?: string;
  /** What it saves, in rupees (the server's figure). */
  saving?: number;
  /** Why the server refused the code entered (shown under the field). */
  refusal?: string;
  /** The server is pricing a code. */
  busy?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The coupon code field of the cart and the payment page (docs/product.md#coupon-codes): the
 * code goes to the server, which prices it or says why not; this box only shows its answer.
 */
export function CouponBox({ applied, saving, refusal, busy, onApply, onRemove }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string>();
  // The code is checked with the server's own rules (CouponForm), loaded on the first Apply: the
  // form library and zod stay out of the cart's first load (bench/README.md).
  const apply = async () => {
    const { CouponForm } = await import('#shared/contract/coupons.ts');
    const checked = CouponForm.safeParse({ couponCode: code });
    setInvalid(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) onApply(checked.data.couponCode);
  };
  if (applied) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-sale/40 bg-sale/5 px-3 py-2 text-sm">
        <TicketPercent aria-hidden="true" className="size-5 shrink-0 text-sale" />
        <p className="min-w-0 flex-1 text-ink" role="status">
          <span className="font-semibold break-all">{applied}</span> applied
          {saving !== undefined && saving > 0 && (
            <>
              {': you save '}
              <Price amount={saving} className="font-semibold" />
            </>
          )}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove coupon ${applied}`}
        >
          <X aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    );
  }
  const error = invalid ?? refusal;
  return (
    <form
      noValidate
      className="flex items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <Field
        label="Coupon code"
        wrapperClassName="min-w-0 flex-1"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        placeholder="e.g. CLUB10"
        className="uppercase"
        error={error}
        name="couponCode"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setInvalid(undefined);
        }}
      />
      <Button type="submit" variant="outline" loading={busy} className="mt-6.5 shrink-0">
        Apply
      </Button>
    </form>
  );
}
