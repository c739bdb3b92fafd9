import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SignupForm } from '#shared/contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { AccountFrame } from './account-frame.tsx';
import { useRegister } from './register.ts';
import { useNext } from './finish-sign-in.ts';
import { SignupOtpDialog } from './signup-otp-dialog.tsx';

const sameDetails = (a: SignupForm, b: SignupForm) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Signup (docs/product.md#accounts): name, e-mail, mobile number and password; register e-mails a
 * 4-digit code, the OTP popup verifies it (which creates the account and signs it in), then on to
 * `?next=` (the cart, coming from it) or home.
 */
export function SignupScreen() {
  const navigate = useNavigate();
  const { next, carry } = useNext();
  const registerCall = useRegister();
  // The details the last code was sent for, and when (a new send starts a fresh popup).
  const [sent, setSent] = useState<{ details: SignupForm; at: number } | null>(null);
  const [otpOpen, setOtpOpen] = useState(false);
  const form = useForm<z.input<typeof SignupForm>, unknown, SignupForm>({
    resolver: zodResolver(SignupForm),
    defaultValues: { name: '', email: '', phoneNumber: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (details) => {
    // Closed the popup by mistake: reopen it rather than asking for another code.
    if (sent && sameDetails(sent.details, details)) return setOtpOpen(true);
    try {
      await withProgressToast(() => registerCall.mutateAsync(details), {
        id: 'signup',
        loading: 'Sending OTP',
        success: 'OTP Sent',
      });
    } catch {
      return;
    }
    setSent({ details, at: Date.now() });
    setOtpOpen(true);
  });

  return (
    <AccountFrame
      title="Create your account"
      intro="Sign up with your e-mail: we will send you a 4‑digit code to confirm it."
      footer={
        <>
          Already have an account?{' '}
          <Link to={carry(paths.login)} className="font-semibold text-brand hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <Field
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="10-digit Indian mobile number"
          required
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 7 characters"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" block loading={registerCall.isPending} className="mt-2">
          Sign Up
        </Button>
      </form>
      {sent && (
        <SignupOtpDialog
          key={sent.at}
          open={otpOpen}
          onOpenChange={setOtpOpen}
          details={sent.details}
          onVerified={() => navigate(next, { replace: true })}
        />
      )}
    </AccountFrame>
  );
}
