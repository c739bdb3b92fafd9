import { FileDown } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { downloadInvoice } from '#web/lib/download/download.ts';
import { useDownload } from '#web/lib/download/use-download.ts';

/** "Download invoice": the order's tax invoice as a PDF (docs/product.md#tax-invoices). */
export function InvoiceButton({
  orderId,
  invoiceNumber,
}: {
  orderId: number;
  invoiceNumber?: string | undefined;
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
      {invoiceNumber && <span className="text-sm text-muted">Tax invoice {invoiceNumber}</span>}
    </div>
  );
}
