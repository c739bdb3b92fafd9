import { creditNotePath, invoicePath } from '#shared/contract/endpoint.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { getToken } from '#web/lib/session/session.ts';

/**
 * Fetches a file that needs the caller's token and hands it to the browser as a download (a
 * plain link could not send the token). The name is the server's (Content-Disposition) when it
 * gives one; a failure throws the server's message as an ApiError.
 */
export async function downloadWithToken(
  url: string,
  fallbackName: string,
  init: RequestInit = {},
): Promise<void> {
  const res = await fetch(url, {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(data.code ?? 'UNKNOWN', data.message ?? 'The download failed.', res.status);
  }
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await res.blob(), named ?? fallbackName);
}

/** Hands data the page already holds to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** An order's tax invoice (PDF), for its owner or an admin (docs/product.md#tax-invoices). */
export const downloadInvoice = (orderId: number) =>
  downloadWithToken(invoicePath(orderId), 'invoice.pdf');

/** One of an order's credit notes (PDF), for its owner or an admin (docs/product.md#credit-notes). */
export const downloadCreditNote = (orderId: number, creditNoteId: number) =>
  downloadWithToken(creditNotePath(orderId, creditNoteId), 'credit-note.pdf');
