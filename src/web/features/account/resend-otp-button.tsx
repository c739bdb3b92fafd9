import { Button } from '#web/components/ui/button.tsx';

interface ResendOtpButtonProps {
  /** Seconds left before another code may be asked for (the server's 30 s cooldown). */
  remaining: number;
  busy: boolean;
  onResend: () => void;
}

/** "Resend OTP", disabled with a countdown while the last code is fresh. */
export function ResendOtpButton({ remaining, busy, onResend }: ResendOtpButtonProps) {
  return (
    <Button variant="outline" disabled={remaining > 0} loading={busy} onClick={onResend}>
      {remaining > 0 ? `Resend OTP in ${remaining}s` : 'Resend OTP'}
    </Button>
  );
}
