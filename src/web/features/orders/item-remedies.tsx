import { useId, useState } from 'react';
import type { ItemRemedy } from '#shared/contract/item-remedies.ts';
import { remedyText } from '#shared/rules/item-remedies.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { Field } from '#web/components/ui/field.tsx';
import { useGiveUpiId, useOrderRemedies } from './get-remedies.ts';

const DONE = new Set(['refunded', 'paid', 'handedOver']);

/** The UPI id a payout goes to: checked here as the server checks it, then sent. */
function UpiForm({ orderId, payout }: { orderId: number; payout: ItemRemedy }) {
  const id = useId();
  const [value, setValue] = useState(payout.upiId);
  const [error, setError] = useState<string>();
  const give = useGiveUpiId(orderId);
  const send = async () => {
    // The check (and zod with it) loads on the first send, not with the order page.
    const { UpiId } = await import('#shared/contract/item-remedies.ts');
    const checked = UpiId.safeParse(value);
    if (!checked.success) setError(checked.error.issues[0]?.message);
    else {
      setError(undefined);
      give.mutate(
        { id: payout.id, upiId: checked.data },
        { onError: (err) => setError(err.message) },
      );
    }
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Field
        id={id}
        label="Your UPI id"
        placeholder="name@bank"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={100}
        value={value}
        error={error}
        wrapperClassName="min-w-0 sm:w-72"
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="md" loading={give.isPending} className="self-start sm:mt-6">
        {payout.upiId ? 'Change UPI id' : 'Send UPI id'}
      </Button>
    </form>
  );
}

/**
 * "Refunds and replacements" on the order page (docs/product.md#wrong-or-damaged-items): what the
 * shop did about a wrong or damaged item, as a timeline, and the UPI id form while a cash order's
 * payout waits for it. Nothing when there is none.
 */
export function ItemRemedies({ orderId }: { orderId: number }) {
  const { data } = useOrderRemedies(orderId);
  if (!data?.length) return null;
  return (
    <section
      aria-labelledby="remedies-heading"
      className="rounded-card border border-line bg-white p-4 sm:p-5"
    >
      <h2 id="remedies-heading" className="mb-3 font-semibold text-ink">
        Wrong or damaged items
      </h2>
      <ol className="flex flex-col gap-4">
        {data.map((r) => {
          const { title, detail } = remedyText(r);
          return (
            <li key={r.id} className="flex gap-2 text-sm">
              <span
                aria-hidden="true"
                className={cx(
                  'mt-1.5 size-2.5 shrink-0 rounded-full',
                  DONE.has(r.status) ? 'bg-sale' : 'bg-accent',
                )}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="min-w-0">
                  <span className="font-semibold break-words text-ink">{title}</span>
                  <span className="block text-xs text-muted">
                    {r.productName} · request {r.reference}
                  </span>
                  {detail && <span className="block text-ink">{detail}</span>}
                </p>
                {(r.status === 'awaitingUpi' || r.status === 'toPay') && (
                  <UpiForm orderId={orderId} payout={r} />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Under a help request: what the shop did about it (the same lines as the order page's). */
export function HelpRemedyLines({ orderId, helpId }: { orderId: number; helpId: number }) {
  const { data } = useOrderRemedies(orderId);
  const mine = data?.filter((r) => r.helpRequestId === helpId) ?? [];
  if (mine.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {mine.map((r) => (
        <li key={r.id} className="rounded-lg bg-brand-soft px-3 py-2 text-sm text-ink">
          <span className="font-semibold">{remedyText(r).title}</span> · {r.productName}
        </li>
      ))}
    </ul>
  );
}
