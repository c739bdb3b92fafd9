import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Product } from '#shared/contract/catalog.ts';
import { NotifyCodeBody, NotifyOtpForm } from '#shared/contract/notify.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { OtpInput } from '#web/components/ui/otp-input.tsx';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useNotifyCode, useNotifySubscribe } from './notify-calls.ts';

export interface NotifyMeDialogProps {
  product: Pick<Product, 'product_id' | 'name'>;
  /** The sold-out size asked for; null: the product's drop opening. */
  size: string | null;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A visitor's "notify me" (docs/product.md#notify-me): the e-mail, then the 4-digit code mailed
 * to it, which proves the address is theirs before the shop writes to it.
 */
export function NotifyMeDialog({ product, size, onDone, onClose }: NotifyMeDialogProps) {
  const formId = useId();
  const sendCode = useNotifyCode();
  const subscribe = useNotifySubscribe();
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  const askForCode = async () => {
    const parsed = NotifyCodeBody.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    await withProgressToast(() => sendCode.mutateAsync(parsed.data.email), {
      loading: 'Sending the code',
      success: (reply) => reply.message,
    });
    setCodeSentTo(parsed.data.email);
  };

  const confirm = async (to: string) => {
    const parsed = NotifyOtpForm.safeParse({ otp: otp.replace(/\s/g, '') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const body =
      size === null
        ? { productId: product.product_id, kind: 'drop-opens' as const }
        : { productId: product.product_id, kind: 'back-in-stock' as const, size };
    await withProgressToast(
      () => subscribe.mutateAsync({ ...body, email: to, otp: parsed.data.otp }),
      { loading: 'Saving your ask', success: (reply) => reply.message },
    );
    onDone();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    (codeSentTo ? confirm(codeSentTo) : askForCode()).catch(() => {
      // The toast says why; the person can correct and try again.
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        size === null ? 'Notify me when pre-orders open' : `Notify me when size ${size} is back`
      }
      description={
        size === null
          ? `We e-mail you once when ${product.name} opens for pre-orders.`
          : `We e-mail you once when ${product.name} has size ${size} again.`
      }
      footer={
        <Button
          type="submit"
          form={formId}
          size="lg"
          loading={sendCode.isPending || subscribe.isPending}
        >
          {codeSentTo ? 'Notify me' : 'Send code'}
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {codeSentTo ? (
          <>
            <OtpInput
              label={`Enter the 4-digit code we sent to ${codeSentTo}`}
              value={otp}
              onChange={setOtp}
              error={error}
              autoFocus
            />
            <button
              type="button"
              className="min-h-11 self-start text-sm font-semibold text-brand underline-offset-4 hover:underline"
              onClick={() => {
                setCodeSentTo(null);
                setOtp('');
              }}
            >
              Use another e-mail
            </button>
          </>
        ) : (
          <EmailField
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            hint="We send a code to check it is yours."
          />
        )}
      </form>
    </Dialog>
  );
}
