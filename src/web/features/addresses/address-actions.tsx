import { Pencil, Trash2 } from 'lucide-react';
import type { Address } from '#shared/contract/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { AddressDialog } from './address-dialog.tsx';
import { useRemoveAddress } from './remove-user-address.ts';

export interface AddressActionsProps {
  address: Address;
  /** Called once the address is gone (the address step forgets it as the chosen one). */
  onRemoved?: (id: number) => void;
}

/** Edit (the EDIT ADDRESS popup) and Remove for one saved address. */
export function AddressActions({ address, onRemoved }: AddressActionsProps) {
  const remove = useRemoveAddress();
  const which = <span className="sr-only"> address {address.address1}</span>;
  const onRemove = () =>
    remove.mutate(address.id, {
      onSuccess: (reply) => {
        notify.success(reply.message);
        onRemoved?.(address.id);
      },
      onError: (error) => notify.error(error.message),
    });

  return (
    <div className="flex gap-2">
      <AddressDialog
        address={address}
        trigger={
          <Button variant="outline" size="sm" className="min-h-10 flex-1 sm:flex-none">
            <Pencil aria-hidden="true" className="size-4" />
            Edit{which}
          </Button>
        }
      />
      <Button
        variant="ghost"
        size="sm"
        className="min-h-10 flex-1 text-muted hover:text-danger sm:flex-none"
        loading={remove.isPending}
        onClick={onRemove}
      >
        {!remove.isPending && <Trash2 aria-hidden="true" className="size-4" />}
        Remove{which}
      </Button>
    </div>
  );
}
