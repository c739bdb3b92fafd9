import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { GENDERS, ProfileForm } from '#shared/contract/profile.ts';
import type { UserDetailsReply } from '#shared/contract/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, TextAreaField } from '#web/components/ui/field.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useUpdateUserDetails } from './update-user-details.ts';

const genderOptions = GENDERS.map((g) => ({ value: g, label: g }));
const readOnlyClass = 'read-only:bg-surface read-only:text-muted';

/**
 * Profile details (docs/product.md#profile): name and e-mail read-only; gender, contact number,
 * address, city, state and PIN code editable; Save Details (update-user-details, then the details
 * reload).
 */
export function ProfileDetailsForm({ details }: { details: UserDetailsReply }) {
  const update = useUpdateUserDetails();
  const form = useForm<z.input<typeof ProfileForm>, unknown, ProfileForm>({
    resolver: zodResolver(ProfileForm),
    defaultValues: {
      gender: details.gender,
      phoneNumber: details.phoneNumber,
      address: details.address,
      city: details.city,
      state: details.state,
      pinCode: details.pinCode,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await withProgressToast(
      () => update.mutateAsync({ ...values, name: details.name, email: details.email }),
      { id: 'profile-details', loading: 'Saving details', success: 'Details saved' },
    ).catch(() => undefined);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" value={details.name} readOnly className={readOnlyClass} />
        <Field label="Email" value={details.email} readOnly className={readOnlyClass} />
      </div>
      <Controller
        control={form.control}
        name="gender"
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            legend="Gender"
            variant="chips"
            options={genderOptions}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.gender?.message}
          />
        )}
      />
      <Field
        label="Contact number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <TextAreaField
        label="Address"
        rows={3}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <Field
          label="State"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state')}
        />
        <Field
          label="Pin code"
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.pinCode?.message}
          {...form.register('pinCode')}
        />
      </div>
      <Button type="submit" size="lg" loading={update.isPending} className="self-start">
        Save Details
      </Button>
    </form>
  );
}
