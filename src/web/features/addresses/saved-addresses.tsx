import { MapPin, Plus, RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { AddressActions } from './address-actions.tsx';
import { AddressDialog } from './address-dialog.tsx';
import { AddressText } from './address-text.tsx';
import { useAddresses } from './get-user-addresses.ts';

export interface SavedAddressesProps {
  /** The customer's name and phone, shown on every card. */
  name: string;
  phone: string;
}

const addButton = (
  <AddressDialog
    trigger={
      <Button>
        <Plus aria-hidden="true" className="size-4" />
        Add Address
      </Button>
    }
  />
);

/**
 * /profile/my-addresses (docs/product.md#saved-addresses): a card per saved address with the
 * customer's name and phone, Edit (EDIT ADDRESS popup) and Remove; "No addresses available".
 */
export function SavedAddresses({ name, phone }: SavedAddressesProps) {
  useDocumentTitle('Saved Addresses');
  const { data, isPending, isError, error, refetch, isRefetching } = useAddresses();
  return (
    <section aria-labelledby="addresses-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="addresses-heading" className="text-2xl font-bold tracking-tight text-ink">
          Saved Addresses
        </h1>
        {!!data?.length && addButton}
      </div>
      {isPending ? (
        <div role="status" className="grid gap-4 lg:grid-cols-2">
          <span className="sr-only">Loading your addresses</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-44 rounded-card" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-muted">
          <p>{error.message}</p>
          <Button variant="outline" loading={isRefetching} onClick={() => void refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line px-4 py-12 text-center">
          <MapPin aria-hidden="true" className="size-10 text-brand" />
          <p className="text-lg font-semibold">No addresses available</p>
          <p className="text-sm text-muted">Addresses you save show up here, ready for checkout.</p>
          {addButton}
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {data.map((address) => (
            <li
              key={address.id}
              className="flex flex-col justify-between gap-3 rounded-card border border-line bg-white p-4"
            >
              <AddressText address={address} name={name} phone={phone} />
              <div className="border-t border-line pt-3">
                <AddressActions address={address} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
