import { useNavigate } from 'react-router';
import type { FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { OtpInput } from '#web/components/ui/otp-input.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { AccountFrame } from './account-frame.tsx';
import { useForgetPassword } from './forget-password.ts';
import { useIsChangePassword } from './is-change-password.ts';
import { ResendOtpButton } from './resend-otp-button.tsx';
import { OTP_RESEND_COOLDOWN_S } from '#shared/rules/otp.ts';
import { useCooldown } from './use-cooldown.ts';
import { useOtpEntry } from './use-otp-entry.ts';
import { useNext } from './finish-sign-in.ts';

/**
 * Enter OTP (docs/product.md#accounts): the reset code in four boxes; Continue checks it
 * (isChangePassword) and goes on to /change-password with the e-mail and code; Resend OTP asks for
 * a new one.
 */
export function EnterOtpScreen({ email }: { email: string }) {
  const navigate = useNavigate();
  const { carry } = useNext();
  const otp = useOtpEntry();
  const cooldown = useCooldown(OTP_RESEND_COOLDOWN_S);
  const check = useIsChangePassword();
  const resend = useForgetPassword();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const code = otp.check();
    if (!code) return;
    try {
      await withProgressToast(() => check.mutateAsync({ email, otp: code }), {
        id: 'reset-otp',
        loading: 'Verifying OTP',
        success: 'Verified',
        // A refused code is said under the boxes (aria-invalid, described by the message).
        toastError: (error) => !otp.refused(error),
      });
    } catch {
      return;
    }
    await navigate(carry(paths.changePassword), { state: { email, otp: code } });
  };

  const onResend = async () => {
    try {
      await withProgressToast(() => resend.mutateAsync(email), {
        id: 'reset-otp',
        loading: 'Sending OTP',
        success: 'OTP Sent',
      });
    } catch {
      return;
    }
    otp.clear();
    cooldown.restart();
  };

  return (
    <AccountFrame
      title="Enter OTP"
      intro={
        <>
          We sent a 4-digit code to <strong className="break-all text-ink">{email}</strong>. It is
          valid for 10 minutes.
        </>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6">
        <OtpInput
          label="4-digit OTP"
          value={otp.value}
          onChange={otp.onChange}
          error={otp.error}
          autoFocus
        />
        <div className="flex flex-col gap-3">
          <Button type="submit" size="lg" block loading={check.isPending}>
            Continue
          </Button>
          <ResendOtpButton
            remaining={cooldown.remaining}
            busy={resend.isPending}
            onResend={() => void onResend()}
          />
        </div>
      </form>
    </AccountFrame>
  );
}
