import { useRef, useState } from 'react';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { MSG } from '#shared/contract/messages.ts';
import { AddressForm as AddressSchema } from '#shared/contract/profile.ts';
import type { AddressForm } from '#shared/contract/profile.ts';
import type { PinCodeReply } from '#shared/contract/pincode.ts';
import { isPinCodeShape, pinCodeQuery } from './get-pincode.ts';

export type AddressInput = z.input<typeof AddressSchema>;

type PinState =
  | { pin: string; status: 'checking' }
  | { pin: string; status: 'unknown' }
  | { pin: string; status: 'found'; place: string };

export const digitsOf = (value: unknown) => String(value ?? '').replace(/\s/g, '');

/**
 * The address schema, plus the PIN codes found not to exist: their shape alone would pass, so
 * validation keeps saying "Enter a valid pin code" for them, whatever else is missing.
 */
export function addressResolver(
  unknownPins: ReadonlySet<string>,
): Resolver<AddressInput, unknown, AddressForm> {
  const schema = zodResolver(AddressSchema);
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    if (!unknownPins.has(digitsOf(values.pinCode))) return result;
    const pinCode = { type: 'unknown', message: MSG.invalidPinCode };
    return { values: {}, errors: { ...result.errors, pinCode } };
  };
}

/**
 * The address form's PIN code field: a complete PIN is looked up on the shop's server (on blur,
 * and once six digits are typed) and fills city and state, replacing only what is empty or was
 * filled in for another PIN (a saved address counts as filled in), so nothing typed by hand is
 * lost. An unknown PIN joins `unknownPins` and says "Enter a valid pin code".
 */
export function usePinLookup({
  form,
  initial,
  unknownPins,
  onPinChange,
}: {
  form: UseFormReturn<AddressInput, unknown, AddressForm>;
  initial: AddressForm;
  unknownPins: Set<string>;
  /** The customer typed a different PIN (the form forgets its blocked-save message). */
  onPinChange: () => void;
}) {
  const queryClient = useQueryClient();
  const [pinState, setPinState] = useState<PinState | null>(null);
  const filled = useRef({ ...initial });

  /** The place of `pin`: null when it does not exist, undefined when the lookup failed. */
  const findPlace = (pin: string): Promise<PinCodeReply | null | undefined> =>
    queryClient.fetchQuery(pinCodeQuery(pin)).catch(() => undefined);

  const markUnknown = (pin: string) => {
    unknownPins.add(pin);
    form.setError('pinCode', { message: MSG.invalidPinCode });
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

  const lookUp = async (raw: unknown) => {
    const pin = digitsOf(raw);
    if (!isPinCodeShape(pin)) return;
    if (pinState?.pin !== pin) setPinState({ pin, status: 'checking' });
    const place = await findPlace(pin);
    if (digitsOf(form.getValues('pinCode')) !== pin) return; // typed on meanwhile
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
  };

  const field = form.register('pinCode', {
    onChange: (e: { target: { value: string } }) => {
      const pin = digitsOf(e.target.value);
      if (pinState && pinState.pin !== pin) {
        setPinState(null);
        onPinChange();
        if (pinState.status === 'unknown') form.clearErrors('pinCode');
      }
      if (isPinCodeShape(pin)) void lookUp(pin);
    },
    onBlur: (e: { target: { value: string } }) => void lookUp(e.target.value),
  });

  const hint =
    pinState?.status === 'found'
      ? pinState.place
      : pinState?.status === 'checking'
        ? 'Checking pin code…'
        : 'City and state fill in from the 6-digit pin code';

  return { field, hint, findPlace, markUnknown };
}
