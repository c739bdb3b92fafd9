import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import type { PrintRunProduct, PrintRunReply } from '#shared/contract/drops.ts';
import { istMoment, shortDay } from '#shared/rules/drops.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx';
import { PlainTable } from '#web/components/ui/plain-table.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { saveBlob } from '#web/lib/download/download.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { dropPages, type DropSource } from './drop-source.ts';
import { printRunQuery, useSendToPrint } from './get-admin-drops.ts';
import { CHART_REFRESH_MS } from './get-orders-over-time.ts';
import { OrdersChartPanel } from './orders-chart-panel.tsx';

/**
 * A drop's print run (docs/product.md#drops): while it takes orders, "orders so far" per product
 * and size, to talk to the printer early; once closed, the sheet for the printer (sizes ×
 * quantities and the names to print) to print on A4 and as a CSV. The admin's page, and a club's
 * manager's for the club's drop (`source.club`): sending to print and the orders' chart stay the
 * admin's.
 */
export function DropPrintScreen({ source }: { source: DropSource }) {
  const pages = dropPages(source);
  const { data, error } = useQuery({
    ...printRunQuery(source),
    enabled: source.dropId > 0,
    // Orders so far keep up with the chart while the drop is live.
    refetchInterval: (q) => (q.state.data?.drop.state === 'live' ? CHART_REFRESH_MS : false),
  });
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    );
  }
  if (!data) return <Skeleton className="h-64 w-full" />;
  const closed = data.drop.state === 'closed';
  const pieces = data.products.reduce((s, p) => s + p.total, 0);
  return (
    <div className="print-sheet flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <ButtonLink to={pages.list} variant="outline">
          Back to drops
        </ButtonLink>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> Print
        </Button>
        {closed && (
          <Button variant="outline" onClick={() => saveCsv(data)}>
            <Download aria-hidden="true" className="size-4" /> Download CSV
          </Button>
        )}
        {closed && !source.club && <SendToPrint drop={data.drop} />}
        {data.drop.sentToPrintAt !== null && (
          <ButtonLink to={pages.bagging} variant="outline">
            Bagging list
          </ButtonLink>
        )}
      </div>
      <header>
        <h2 className="text-xl font-bold text-ink">
          {data.drop.name}: {closed ? 'print sheet' : 'orders so far'}
        </h2>
        <p className="text-sm text-muted">
          {closed
            ? `Closed ${istMoment(data.drop.closesAt)}`
            : `Takes pre-orders until ${istMoment(data.drop.closesAt)}`}{' '}
          (Indian time) · ready by {shortDay(data.drop.readyBy)} · {pieces} piece
          {pieces === 1 ? '' : 's'} in all, cancelled ones left out
          {data.drop.sentToPrintAt !== null &&
            ` · sent to print ${istMoment(data.drop.sentToPrintAt)}`}
        </p>
        {data.drop.minimumMissed && (
          <p role="status" className="mt-2 font-semibold text-danger">
            Did not reach its minimum: nothing is printed, and every pre-order was cancelled and any
            online payment refunded in full.
          </p>
        )}
        {source.club && closed && data.drop.sentToPrintAt === null && !data.drop.minimumMissed && (
          <p className="mt-2 text-sm text-muted print:hidden">
            The shop sends it to print; its bagging list is made then.
          </p>
        )}
      </header>
      {data.drop.state === 'live' && !source.club && <OrdersChartPanel dropId={data.drop.id} />}
      {data.products.map((p) => (
        <ProductRun key={p.productId} product={p} closed={closed} />
      ))}
    </div>
  );
}

function ProductRun({ product, closed }: { product: PrintRunProduct; closed: boolean }) {
  // A drop that takes numbers (jerseys): each name's number goes to the printer with it.
  const numbered = product.names.some((n) => n.number !== undefined);
  return (
    <section
      aria-label={product.name}
      className="break-inside-avoid rounded-card border border-line bg-white p-4 print:border-black print:p-2"
    >
      <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-bold text-ink">
        <span>{product.name}</span>
        <span className="text-sm font-semibold text-muted">{product.total} in all</span>
      </h3>
      {product.sizes.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No pre-orders yet.</p>
      ) : (
        <PlainTable
          className="mt-2"
          caption={`${product.name}: pieces per size`}
          columns={[...product.sizes.map((s) => s.size), 'Total'].map((label) => ({
            label,
            className: 'min-w-14',
            cellClassName: 'font-semibold',
            pad: 'pr-6',
          }))}
          rows={[
            {
              key: 'pieces',
              cells: [...product.sizes.map((s) => s.quantity), product.total],
            },
          ]}
        />
      )}
      {closed && product.names.length > 0 && (
        <PlainTable
          className="mt-3 w-full"
          caption="Names to print"
          captionClassName="py-1 text-left font-semibold text-ink"
          columns={[
            { label: 'Name', cellClassName: 'font-semibold break-words' },
            ...(numbered
              ? [{ label: 'Number', className: 'w-16', cellClassName: 'font-semibold' }]
              : []),
            { label: 'Institution', cellClassName: 'break-words' },
            { label: 'Size', className: 'w-12' },
            { label: 'Qty', className: 'w-12' },
          ]}
          rows={product.names.map((n, i) => ({
            key: i,
            cells: [
              n.name,
              ...(numbered ? [n.number ?? ''] : []),
              n.institution,
              n.size,
              n.quantity,
            ],
          }))}
        />
      )}
    </section>
  );
}

/** The server's CSV (formula-safe, docs/product.md#drops), saved under the drop's name. */
function saveCsv(data: PrintRunReply) {
  const slug = data.drop.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  saveBlob(
    new Blob([data.csv], { type: 'text/csv;charset=utf-8' }),
    `print-run-${slug || data.drop.id}.csv`,
  );
}

/**
 * "Sent to print": every placed item of the drop moves to Printing on its student's timeline
 * (docs/product.md#drops). Once: after that the page says when instead.
 */
function SendToPrint({ drop }: { drop: PrintRunReply['drop'] }) {
  const send = useSendToPrint();
  const { confirm, dialog } = useConfirm();
  if (drop.sentToPrintAt !== null || drop.minimumMissed) return null;
  return (
    <>
      <Button
        loading={send.isPending}
        onClick={async () => {
          const yes = await confirm({
            title: `Mark ${drop.name} sent to print?`,
            description: 'Its students see Printing.',
            confirmLabel: 'Sent to print',
          });
          if (!yes) return;
          send.mutate(drop.id, {
            // The print run reloads with the drops (its key is under theirs).
            onSuccess: (reply) => notify.success(reply.message),
            onError: (err) => notify.error(err.message),
          });
        }}
      >
        Sent to print
      </Button>
      {dialog}
    </>
  );
}
