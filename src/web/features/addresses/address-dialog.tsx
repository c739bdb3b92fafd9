import { useState } from 'react';
import type { ButtonHTMLAttributes, ReactElement } from 'react';
import type { Address, AddressForm } from '#shared/contract/profile.ts';
import { LazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { useAddAddress } from './add-user-address.ts';
import { AddressFormFields } from './address-form.tsx';
import { useEditAddress } from './edit-user-address.ts';

export interface AddressDialogProps {
  /** The button that opens the popup. */
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  /** The saved address to edit (EDIT ADDRESS); without it the popup adds one (Add Address). */
  address?: Address;
  /** Called after saving, with the saved address's id. */
  onSaved?: (id: number) => void;
}

const toForm = ({ address1, address2, pinCode, city, state }: Address): AddressForm => ({
  address1,
  address2,
  pinCode,
  city,
  state,
});

/**
 * The Add Address and EDIT ADDRESS popups (docs/product.md#checkout, #saved-addresses): the
 * address form and Save Address. Saving closes the popup with the server's message; a failure
 * keeps it open with everything typed. The dialog code loads when the trigger is reached for.
 */
export function AddressDialog({ trigger, address, onSaved }: AddressDialogProps) {
  const [open, setOpen] = useState(false);
  const add = useAddAddress();
  const edit = useEditAddress();

  const save = async (values: AddressForm) => {
    if (address) {
      const reply = await edit.mutateAsync({ ...values, id: address.id });
      notify.success(reply.message);
      onSaved?.(address.id);
    } else {
      const reply = await add.mutateAsync(values);
      notify.success(reply.message);
      onSaved?.(reply.id);
    }
    setOpen(false);
  };

  return (
    <LazyDialog
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      title={address ? 'EDIT ADDRESS' : 'Add Address'}
      description="All fields are required. City and state fill in from the pin code."
      size="md"
    >
      <AddressFormFields defaultValues={address && toForm(address)} onSubmit={save} />
    </LazyDialog>
  );
}
