import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { MSG } from '#shared/contract/messages.ts';
import { AddressForm as AddressSchema } from '#shared/contract/profile.ts';
import type { AddressForm } from '#shared/contract/profile.ts';
import type { PinCodeReply } from '#shared/contract/pincode.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isPinCodeShape, pinCodeQuery } from './get-pincode.ts';

type Input = z.input<typeof AddressSchema>;

export interface AddressFormProps {
  /** The address being edited; a new one starts empty. */
  defaultValues?: AddressForm;
  submitLabel?: string;
  /** Saves the address; a rejection keeps the form open with everything typed. */
  onSubmit: (values: AddressForm) => Promise<unknown>;
}

type PinState =
  | { pin: string; status: 'checking' }
  | { pin: string; status: 'unknown' }
  | { pin: string; status: 'found'; place: string };

const empty: AddressForm = { address1: '', address2: '', pinCode: '', city: '', state: '' };
const digitsOf = (value: unknown) => String(value ?? '').replace(/\s/g, '');

/**
 * The address form of the Add Address and Edit Address popups (docs/product.md#checkout and
 * #saved-addresses): address lines, PIN code, city and state, all required ("Enter Details").
 * A complete PIN code is looked up on the shop's server (on blur, and once six digits are typed)
 * and fills city and state, replacing only what is empty or was filled in for another PIN; an
 * unknown PIN says "Enter a valid pin code" and blocks saving ("Please Enter Valid PinCode"), as
 * the server does too. A failed save keeps everything typed.
 */
export function AddressFormFields({
  defaultValues = empty,
  submitLabel = 'Save Address',
  onSubmit,
}: AddressFormProps) {
  const queryClient = useQueryClient();
  // PINs found not to exist: validation keeps saying so (the shape alone would pass).
  const unknownPins = useRef(new Set<string>());
  const form = useForm<Input, unknown, AddressForm>({
    resolver: async (values, context, options) => {
      const result = await zodResolver(AddressSchema)(values, context, options);
      if (!unknownPins.current.has(digitsOf(values.pinCode))) return result;
      const pinCode = { type: 'unknown', message: MSG.invalidPinCode };
      return { values: {}, errors: { ...result.errors, pinCode } };
    },
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [pinState, setPinState] = useState<PinState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // What city and state were last filled in from (a saved address counts as filled in).
  const filled = useRef({ ...defaultValues });

  const findPlace = (pin: string) =>
    queryClient.fetchQuery(pinCodeQuery(pin)).catch(() => undefined);
  const markUnknown = (pin: string) => {
    unknownPins.current.add(pin);
    form.setError('pinCode', { message: MSG.invalidPinCode });
  };

  /** Looks the PIN up and fills city and state; undefined when the lookup itself failed. */
  const lookUp = async (raw: unknown): Promise<PinCodeReply | null | undefined> => {
    const pin = digitsOf(raw);
    if (!isPinCodeShape(pin)) return undefined;
    if (pinState?.pin !== pin) setPinState({ pin, status: 'checking' });
    const place = await findPlace(pin);
    if (digitsOf(form.getValues('pinCode')) !== pin) return place; // typed on meanwhile
    if (place === undefined) {
      setPinState(null); // the server checks it on save
    } else if (place === null) {
      setPinState({ pin, status: 'unknown' });
      markUnknown(pin);
    } else {
      setPinState({ pin, status: 'found', place: `${place.district}, ${place.state}` });
      form.clearErrors('pinCode');
      fill({ city: place.city || place.district, state: place.state }, pin);
    }
    return place;
  };

  const fill = (place: { city: string; state: string }, pin: string) => {
    for (const key of ['city', 'state'] as const) {
      const now = form.getValues(key).trim();
      const replaceable =
        now === '' || (pin !== filled.current.pinCode && now === filled.current[key]);
      if (!replaceable) continue;
      form.setValue(key, place[key], {
        shouldDirty: true,
        shouldValidate: form.getFieldState(key).invalid,
      });
      filled.current[key] = place[key];
    }
    filled.current.pinCode = pin;
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      if ((await findPlace(values.pinCode)) === null) {
        markUnknown(values.pinCode);
        setFailure(MSG.pinCodeNotFound);
        return;
      }
      try {
        await onSubmit(values);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PINCODE_INVALID') {
          markUnknown(values.pinCode);
        }
        setFailure(
          error instanceof Error ? error.message : 'Something went wrong. Please try again.',
        );
      }
    },
    // Other fields missing too: still say the PIN code blocks saving.
    () =>
      setFailure(
        unknownPins.current.has(digitsOf(form.getValues('pinCode'))) ? MSG.pinCodeNotFound : null,
      ),
  );

  const pinField = form.register('pinCode', {
    onChange: (e: { target: { value: string } }) => {
      const pin = digitsOf(e.target.value);
      if (pinState && pinState.pin !== pin) {
        setPinState(null);
        setFailure(null);
        if (pinState.status === 'unknown') form.clearErrors('pinCode');
      }
      if (isPinCodeShape(pin)) void lookUp(pin);
    },
    onBlur: (e: { target: { value: string } }) => void lookUp(e.target.value),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
        hint={
          pinState?.status === 'found'
            ? pinState.place
            : pinState?.status === 'checking'
              ? 'Checking pin code…'
              : 'City and state fill in from the 6-digit pin code'
        }
        error={errors.pinCode?.message}
        {...pinField}
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
