import { useEffect, useId, useRef } from 'react';
import { MapPin, Plus, RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AddressActions } from './address-actions.tsx';
import { AddressDialog } from './address-dialog.tsx';
import { AddressText } from './address-text.tsx';
import { useAddresses } from './get-user-addresses.ts';

export interface AddressPickerProps {
  /** The chosen address's id. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** "Select a delivery address" when the customer goes on without one. */
  error?: string;
}

/**
 * The address step's list (docs/product.md#checkout): the saved addresses with a radio each,
 * Edit and Remove, and Add Address, whose new address becomes the chosen one.
 */
export function AddressPicker({ value, onChange, error }: AddressPickerProps) {
  const errorId = useId();
  const list = useRef<HTMLFieldSetElement>(null);
  // Asked to choose: bring the list into view (on phones it is above the summary's button).
  useEffect(() => {
    if (error) list.current?.querySelector('input')?.focus();
  }, [error]);
  const { data, isPending, isError, error: loadError, refetch, isRefetching } = useAddresses();
  const addButton = (variant: 'primary' | 'outline') => (
    <AddressDialog
      onSaved={onChange}
      trigger={
        <Button variant={variant} size={variant === 'primary' ? 'lg' : 'md'}>
          <Plus aria-hidden="true" className="size-4" />
          Add Address
        </Button>
      }
    />
  );

  return (
    <section aria-labelledby="address-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="address-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Delivery address
        </h1>
        {!!data?.length && addButton('outline')}
      </div>
      {isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading your addresses</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-36 rounded-card" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-surface p-4">
          <p className="text-muted">{loadError.message}</p>
          <Button variant="outline" loading={isRefetching} onClick={() => void refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line px-4 py-10 text-center">
          <MapPin aria-hidden="true" className="size-8 text-brand" />
          <p className="font-semibold">No saved addresses yet</p>
          <p className="text-sm text-muted">Add the address we should deliver your order to.</p>
          {addButton('primary')}
        </div>
      ) : (
        <fieldset ref={list} aria-describedby={error ? errorId : undefined}>
          <legend className="sr-only">Choose a delivery address</legend>
          <ul className="flex flex-col gap-3">
            {data.map((address) => {
              const chosen = address.id === value;
              return (
                <li
                  key={address.id}
                  className={cx(
                    'rounded-card border bg-white transition-colors',
                    chosen ? 'border-brand ring-1 ring-brand' : 'border-line',
                    error && !value && 'border-danger',
                  )}
                >
                  <label className="flex cursor-pointer items-start gap-3 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand">
                    <input
                      type="radio"
                      name="delivery-address"
                      value={address.id}
                      checked={chosen}
                      onChange={() => onChange(address.id)}
                      className="mt-1 size-4 shrink-0 accent-brand"
                    />
                    <AddressText address={address} className="min-w-0" />
                  </label>
                  <div className="border-t border-line px-3 py-2">
                    <AddressActions
                      address={address}
                      onRemoved={(id) => id === value && onChange(null)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
