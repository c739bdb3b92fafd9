import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm } from '#shared/contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { AccountFrame } from './account-frame.tsx';
import { useResetPassword } from './reset-password.ts';
import { useNext } from './finish-sign-in.ts';

/**
 * Create New Password (docs/product.md#accounts): password and confirmation; Set Password uses up
 * the code (resetPassword, which ends every other session of the account and signs in here) and
 * goes on to `?next=` or home.
 */
export function ChangePasswordScreen({ email, otp }: { email: string; otp: string }) {
  const navigate = useNavigate();
  const { next } = useNext();
  const reset = useResetPassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await withProgressToast(() => reset.mutateAsync({ email, otp, password }), {
        id: 'change-password',
        loading: 'Setting new password',
        success: 'Password changed',
      });
    } catch {
      return;
    }
    await navigate(next, { replace: true });
  });

  return (
    <AccountFrame
      title="Create New Password"
      intro={
        <>
          For <strong className="break-all text-ink">{email}</strong>. You will be logged out on
          every other device and signed in here.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 7 characters"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" block loading={reset.isPending} className="mt-2">
          Set Password
        </Button>
      </form>
    </AccountFrame>
  );
}
