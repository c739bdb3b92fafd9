import { useId } from 'react';
import type { FormEvent } from 'react';
import type { SignupForm } from '#shared/contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { OtpInput } from '#web/components/ui/otp-input.tsx';
import { MSG } from '#shared/contract/messages.ts';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { ResendOtpButton } from './resend-otp-button.tsx';
import { useResendVerifyOtp } from './resend-verify-otp.ts';
import { OTP_RESEND_COOLDOWN_S } from '#shared/rules/otp.ts';
import { useCooldown } from './use-cooldown.ts';
import { useOtpEntry } from './use-otp-entry.ts';
import { useVerifyOtp } from './verify-otp.ts';

interface SignupOtpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The details the code was sent for (verifyOtp sends them again with the code). */
  details: SignupForm;
  onVerified: () => void;
}

/** The OTP popup of signup: four boxes, Proceed (verifyOtp) and Resend OTP. */
export function SignupOtpDialog({ open, onOpenChange, details, onVerified }: SignupOtpDialogProps) {
  const formId = useId();
  const otp = useOtpEntry();
  const cooldown = useCooldown(OTP_RESEND_COOLDOWN_S);
  const verify = useVerifyOtp();
  const resend = useResendVerifyOtp();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const code = otp.check();
    if (!code) return;
    try {
      await withProgressToast(() => verify.mutateAsync({ ...details, otp: code }), {
        id: 'signup-otp',
        loading: 'Verifying OTP',
        success: 'Verified',
        // A refused code is said under the boxes (aria-invalid, described by the message).
        toastError: (error) => !otp.refused(error),
      });
    } catch {
      return;
    }
    onVerified();
  };

  const onResend = async () => {
    try {
      await withProgressToast(() => resend.mutateAsync(details.email), {
        id: 'signup-otp',
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={MSG.otpPrompt}
      description={
        <>
          We sent a 4-digit code to <strong className="break-all text-ink">{details.email}</strong>.
          It is valid for 10 minutes.
        </>
      }
      footer={
        <>
          <ResendOtpButton
            remaining={cooldown.remaining}
            busy={resend.isPending}
            onResend={() => void onResend()}
          />
          <Button type="submit" form={formId} loading={verify.isPending}>
            Proceed
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
        <OtpInput
          label="4-digit OTP"
          value={otp.value}
          onChange={otp.onChange}
          error={otp.error}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
