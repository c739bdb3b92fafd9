import { FileDown } from 'lucide-react';
import { downloadCreditNote, downloadInvoice } from '#web/lib/download/download.ts';
import { useDownload } from '#web/lib/download/use-download.ts';

/** The order's tax invoice (PDF) from its card on All orders (docs/product.md#tax-invoices). */
export function InvoiceLink({ orderId, orderNumber }: { orderId: number; orderNumber?: string }) {
  const invoice = useDownload(() => downloadInvoice(orderId), {
    loading: 'Preparing the invoice',
    success: 'Invoice downloaded',
  });
  return (
    <button
      type="button"
      onClick={invoice.start}
      disabled={invoice.busy}
      aria-label={`Invoice of order ${orderNumber ?? ''}`.trim()}
      className="inline-flex min-h-9 items-center gap-1 font-semibold text-brand underline-offset-2 hover:underline disabled:opacity-60 sm:justify-end"
    >
      <FileDown aria-hidden="true" className="size-4" />
      Invoice
    </button>
  );
}

/** One of the order's credit notes (PDF) on the admin's order page (docs/product.md#credit-notes). */
export function CreditNoteLink({
  orderId,
  note,
}: {
  orderId: number;
  note: { id: number; number: string };
}) {
  const download = useDownload(() => downloadCreditNote(orderId, note.id), {
    loading: 'Preparing the credit note',
    success: 'Credit note downloaded',
  });
  return (
    <button
      type="button"
      onClick={download.start}
      disabled={download.busy}
      aria-label={`Credit note ${note.number}`}
      className="inline-flex min-h-9 items-center gap-1 font-semibold text-brand underline-offset-2 hover:underline disabled:opacity-60"
    >
      <FileDown aria-hidden="true" className="size-4" />
      Credit note
    </button>
  );
}
