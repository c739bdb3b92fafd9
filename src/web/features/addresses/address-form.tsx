import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MSG } from '#shared/contract/messages.ts';
import type { AddressForm } from '#shared/contract/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api/api-client.ts';
import { addressResolver, digitsOf, usePinLookup } from './use-pin-lookup.ts';
import type { AddressInput } from './use-pin-lookup.ts';

export interface AddressFormProps {
  /** The address being edited; a new one starts empty. */
  defaultValues?: AddressForm;
  submitLabel?: string;
  /** Saves the address; a rejection keeps the form open with everything typed. */
  onSubmit: (values: AddressForm) => Promise<unknown>;
}

const empty: AddressForm = {
  address1: '',
  address2: '',
  pinCode: '',
  city: '',
  state: '',
  recipientName: '',
  recipientPhone: '',
};

/**
 * The address form of the Add Address and Edit Address popups (docs/product.md#checkout and
 * #saved-addresses): address lines, PIN code, city and state, all required ("Enter Details").
 * The PIN code fills in city and state (usePinLookup); an unknown one says "Enter a valid pin
 * code" and blocks saving ("Please Enter Valid PinCode"), as the server does too (422
 * PINCODE_INVALID). A failed save keeps everything typed.
 */
export function AddressFormFields({
  defaultValues = empty,
  submitLabel = 'Save Address',
  onSubmit,
}: AddressFormProps) {
  const [unknownPins] = useState(() => new Set<string>());
  const form = useForm<AddressInput, unknown, AddressForm>({
    resolver: addressResolver(unknownPins),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const pin = usePinLookup({
    form,
    initial: defaultValues,
    unknownPins,
    onPinChange: () => setFailure(null),
  });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      if ((await pin.findPlace(values.pinCode)) === null) {
        pin.markUnknown(values.pinCode);
        setFailure(MSG.pinCodeNotFound);
        return;
      }
      try {
        await onSubmit(values);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PINCODE_INVALID') {
          pin.markUnknown(values.pinCode);
        }
        setFailure(
          error instanceof Error ? error.message : 'Something went wrong. Please try again.',
        );
      }
    },
    // Other fields missing too: still say the PIN code blocks saving.
    () =>
      setFailure(unknownPins.has(digitsOf(form.getValues('pinCode'))) ? MSG.pinCodeNotFound : null),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Recipient's name"
          autoComplete="name"
          maxLength={100}
          hint="Who takes the parcel"
          error={errors.recipientName?.message}
          {...form.register('recipientName')}
        />
        <Field
          label="Recipient's phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          hint="10-digit mobile"
          error={errors.recipientPhone?.message}
          {...form.register('recipientPhone')}
        />
      </div>
      <Field
        label="Address line 1"
        autoComplete="address-line1"
        maxLength={200}
        placeholder="House / flat no., building, street"
        error={errors.address1?.message}
        {...form.register('address1')}
      />
      <Field
        label="Address line 2"
        autoComplete="address-line2"
        maxLength={200}
        placeholder="Area, landmark"
        error={errors.address2?.message}
        {...form.register('address2')}
      />
      <Field
        label="Pin code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={7}
        hint={pin.hint}
        error={errors.pinCode?.message}
        {...pin.field}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label="City"
          autoComplete="address-level2"
          maxLength={100}
          error={errors.city?.message}
          {...form.register('city')}
        />
        <Field
          label="State"
          autoComplete="address-level1"
          maxLength={100}
          error={errors.state?.message}
          {...form.register('state')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-brand" {...form.register('isProfile')} />
        My profile's address
      </label>
      {failure && (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
        >
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
