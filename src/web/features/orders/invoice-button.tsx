import { FileDown } from 'lucide-react';
import { formatRupees } from '#shared/rules/money.ts';
import { shortDay } from '#shared/rules/order-cancel.ts';
import { Button } from '#web/components/ui/button.tsx';
import { downloadCreditNote, downloadInvoice } from '#web/lib/download/download.ts';
import { useDownload } from '#web/lib/download/use-download.ts';
import type { MyOrder } from './get-my-orders.ts';

type CreditNote = NonNullable<MyOrder['creditNotes']>[number];

/** "Download invoice": the order's tax invoice as a PDF (docs/product.md#tax-invoices). */
export function InvoiceButton({
  orderId,
  invoiceNumber,
  asIssued = false,
}: {
  orderId: number;
  invoiceNumber?: string | undefined;
  /** Credit notes reverse some of it: it is named as it stands, as issued. */
  asIssued?: boolean;
}) {
  const invoice = useDownload(() => downloadInvoice(orderId), {
    loading: 'Preparing your invoice',
    success: 'Invoice downloaded',
  });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="outline" loading={invoice.busy} onClick={invoice.start}>
        {!invoice.busy && <FileDown aria-hidden="true" className="size-4" />}
        Download invoice
      </Button>
      {invoiceNumber && (
        <span className="text-sm text-muted">
          Tax invoice {invoiceNumber}
          {asIssued && ', as issued'}
        </span>
      )}
    </div>
  );
}

/** "Download credit note": one credit note of the order (docs/product.md#credit-notes). */
function CreditNoteButton({ orderId, note }: { orderId: number; note: CreditNote }) {
  const download = useDownload(() => downloadCreditNote(orderId, note.id), {
    loading: 'Preparing your credit note',
    success: 'Credit note downloaded',
  });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="outline"
        loading={download.busy}
        onClick={download.start}
        aria-label={`Download credit note ${note.number}`}
      >
        {!download.busy && <FileDown aria-hidden="true" className="size-4" />}
        Download credit note
      </Button>
      <span className="text-sm text-muted">
        Credit note {note.number} · {formatRupees(note.amount)} credited on {shortDay(note.issued)}
      </span>
    </div>
  );
}

/** Under the payment: the tax invoice and, beside it, the credit notes of what was cancelled. */
export function TaxDocuments({ order }: { order: MyOrder }) {
  const notes = order.creditNotes ?? [];
  return (
    <div className="mt-3 flex flex-col gap-2">
      <InvoiceButton
        orderId={order.order_id}
        invoiceNumber={order.invoiceNumber}
        asIssued={notes.length > 0}
      />
      {notes.map((note) => (
        <CreditNoteButton key={note.id} orderId={order.order_id} note={note} />
      ))}
    </div>
  );
}
