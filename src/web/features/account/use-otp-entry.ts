import { useState } from 'react';
import { OtpForm } from '#shared/contract/auth.ts';
import { MSG } from '#shared/contract/messages.ts';
import { ApiError } from '#web/lib/api/api-client.ts';

/**
 * The value of the OTP boxes and its message: `check()` returns the 4-digit code, or null after
 * setting "Fill in OTP" / "Enter valid otp" (docs/product.md#messages). Typing clears the message.
 * `refused(error)` puts the server's refusal of a code ("Enter valid otp") under the boxes too.
 */
export function useOtpEntry() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return {
    value,
    error,
    setError,
    onChange(next: string) {
      setValue(next);
      setError(undefined);
    },
    clear() {
      setValue('');
    },
    /** Whether `error` is the server refusing the code; if so, its message goes under the boxes. */
    refused(error: unknown): boolean {
      if (!(error instanceof ApiError) || error.httpStatus < 400 || error.httpStatus >= 500) {
        return false;
      }
      setError(error.message);
      return true;
    },
    check(): string | null {
      const parsed = OtpForm.safeParse({ otp: value.replace(/\s/g, '') });
      if (parsed.success) return parsed.data.otp;
      setError(parsed.error.issues[0]?.message ?? MSG.fillOtp);
      return null;
    },
  };
}
