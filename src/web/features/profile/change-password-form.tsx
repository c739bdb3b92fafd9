import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SignedInPasswordForm } from '#shared/contract/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { ApiError } from '#web/lib/api/api-client.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { useChangePassword } from './change-name.ts';

/**
 * Change password, signed in (docs/product.md#profile): the current password and the new one
 * twice. This device stays signed in; every other one is signed out, and a mail says so. A wrong
 * current password is said under its field and nothing typed is lost.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<z.input<typeof SignedInPasswordForm>, unknown, SignedInPasswordForm>({
    resolver: zodResolver(SignedInPasswordForm),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      const done = await change.mutateAsync({ email: undefined, currentPassword, password });
      notify.success(done.message);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') {
        form.setError('currentPassword', { message: error.message });
        return;
      }
      notify.error(error instanceof Error ? error.message : 'Please try again.');
    }
  });
  return (
    <section
      aria-labelledby="password-heading"
      className="flex flex-col gap-4 border-t border-line pt-5"
    >
      <h2 id="password-heading" className="text-lg font-bold text-ink">
        Change password
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 7 characters"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label="New password again"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </div>
        <p className="text-sm text-muted">
          You stay signed in here; every other device is signed out.
        </p>
        <Button type="submit" variant="outline" loading={change.isPending} className="self-start">
          Change password
        </Button>
      </form>
    </section>
  );
}
