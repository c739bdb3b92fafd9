import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordForm } from '#shared/contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { AccountFrame } from './account-frame.tsx';
import { useNext } from './finish-sign-in.ts';
import { useForgetPassword } from './forget-password.ts';

const notRegistered = (e: unknown) => e instanceof ApiError && e.code === 'EMAIL_NOT_REGISTERED';

/**
 * Forgot password (docs/product.md#accounts): e-mail, Send OTP, then /enter-otp with the e-mail.
 */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const { carry } = useNext();
  const forget = useForgetPassword();
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordForm),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await withProgressToast(() => forget.mutateAsync(email), {
        id: 'forgot-password',
        loading: 'Sending OTP',
        success: 'OTP Sent',
        toastError: (e) => !notRegistered(e),
      });
    } catch (e) {
      // "This email is not registered" belongs under the field it is about.
      if (notRegistered(e)) form.setError('email', { message: (e as ApiError).message });
      return;
    }
    await navigate(carry(paths.enterOtp), { state: { email } });
  });

  return (
    <AccountFrame
      title="Forgot password"
      intro="Enter the e-mail of your account and we will send you a 4‑digit code to set a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to={carry(paths.login)} className="font-semibold text-brand hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" size="lg" block loading={forget.isPending}>
          Send OTP
        </Button>
      </form>
    </AccountFrame>
  );
}
