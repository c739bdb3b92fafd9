import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link } from 'react-router';
import { GENDERS, ProfileForm } from '#shared/contract/profile.ts';
import { ChangeNameForm } from '#shared/contract/profile.ts';
import { paths } from '#shared/web-paths.ts';
import type { UserDetailsReply } from '#shared/contract/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useUpdateUserDetails } from './update-user-details.ts';
import { useChangeName } from './change-name.ts';

const genderOptions = GENDERS.map((g) => ({ value: g, label: g }));
const readOnlyClass = 'read-only:bg-surface read-only:text-muted';

/** The profile's form: its details and the name, which has its own call. */
const DetailsForm = ProfileForm.extend(ChangeNameForm.shape);

/**
 * Profile details (docs/product.md#profile): e-mail read-only; name, gender and contact number
 * editable; Save Details (change-name when the name changed, then update-user-details; the
 * details reload). The address is one of the saved addresses (My Addresses), not fields here.
 */
export function ProfileDetailsForm({ details }: { details: UserDetailsReply }) {
  const update = useUpdateUserDetails();
  const changeName = useChangeName();
  const form = useForm<z.input<typeof DetailsForm>, unknown, z.output<typeof DetailsForm>>({
    resolver: zodResolver(DetailsForm),
    defaultValues: {
      name: details.name,
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
    const { name, ...rest } = values;
    await withProgressToast(
      async () => {
        if (name !== details.name) await changeName.mutateAsync({ name, email: details.email });
        // The postal fields are the profile's saved address's, sent back as they are.
        return update.mutateAsync({
          ...rest,
          address: details.address,
          city: details.city,
          state: details.state,
          pinCode: details.pinCode,
          name,
          email: details.email,
        });
      },
      { id: 'profile-details', loading: 'Saving details', success: 'Details saved' },
    ).catch(() => undefined);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          autoComplete="name"
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
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
      <p className="text-sm text-muted">
        Your address is one of your{' '}
        <Link to={paths.myAddresses} className="font-semibold text-brand underline">
          saved addresses
        </Link>
        {details.address
          ? `: ${[details.address, details.city, details.pinCode].filter(Boolean).join(', ')}.`
          : '. Mark one as your profile’s address there.'}
      </p>
      <Button
        type="submit"
        size="lg"
        loading={update.isPending || changeName.isPending}
        className="self-start"
      >
        Save Details
      </Button>
    </form>
  );
}
