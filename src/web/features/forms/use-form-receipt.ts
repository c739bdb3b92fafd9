import { useState } from 'react';
import type { FormReply } from '#shared/contract/forms.ts';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';

export interface ReceiptTexts {
  /** The progress toast: "Raising Ticket", "Sending your request" (docs/product.md#messages). */
  loading: string;
  /** The toast on success ("Ticket raised"); the page then shows the confirmation. */
  success: string;
}

/**
 * The send step every contact form shares: the progress toast turns into a success toast and the
 * reply (message and reference) is kept for the confirmation, then `onSent` clears the form. On
 * failure the toast shows the reason and the form keeps what was typed.
 */
export function useFormReceipt(texts: ReceiptTexts) {
  const [receipt, setReceipt] = useState<FormReply | null>(null);
  async function submit(send: () => Promise<FormReply>, onSent: () => void) {
    let reply: FormReply;
    try {
      reply = await withProgressToast(send, texts);
    } catch {
      return;
    }
    onSent();
    setReceipt(reply);
  }
  return { receipt, submit, clear: () => setReceipt(null) };
}
