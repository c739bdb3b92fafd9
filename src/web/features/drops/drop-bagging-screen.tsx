import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import type { Bag, BagGroup, BaggingReply, HandOverBagsReply } from '#shared/contract/drop-bags.ts';
import { istMoment } from '#shared/rules/drops.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys, clubKeys } from '#web/lib/api/query-keys.ts';
import { saveBlob } from '#web/lib/download/download.ts';
import { dropPages, type DropSource } from './drop-source.ts';

const baggingKey = ({ dropId, club }: DropSource) =>
  club ? clubKeys.dropBagging(club, dropId) : adminKeys.dropBagging(dropId);

/** admin/drops/bagging, or the club's clubs/{slug}/drops/bagging for one of its drops. */
export const baggingQuery = (source: DropSource) => ({
  queryKey: baggingKey(source),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    source.club
      ? api('clubs/:slug/drops/bagging', {
          params: { slug: source.club },
          body: { id: source.dropId },
          signal,
        })
      : api('admin/drops/bagging', { body: { id: source.dropId }, signal }),
});

/**
 * A drop's bagging list (docs/product.md#drops, the handover): one bag per order, per hostel
 * (by room), pickup and home delivery, with each piece's size, name and number and the
 * student's handover code; printable on A4 and as CSV. Under it, the codes typed or scanned to
 * hand bags over, each line answered. The admin's page, and a club's manager's for the club's
 * drop (`source.club`).
 */
export function DropBaggingScreen({ source }: { source: DropSource }) {
  const pages = dropPages(source);
  const { data, error } = useQuery({ ...baggingQuery(source), enabled: source.dropId > 0 });
  if (error) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-danger">
          {error.message}
        </p>
        <ButtonLink to={pages.print} variant="outline">
          Back to the print sheet
        </ButtonLink>
      </div>
    );
  }
  if (!data) return <Skeleton className="h-64 w-full" />;
  return (
    <div className="print-sheet flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <ButtonLink to={pages.print} variant="outline">
          Back to the print sheet
        </ButtonLink>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> Print
        </Button>
        <Button variant="outline" onClick={() => saveCsv(data)}>
          <Download aria-hidden="true" className="size-4" /> Download CSV
        </Button>
      </div>
      <header>
        <h2 className="text-xl font-bold text-ink">{data.drop.name}: bagging list</h2>
        <p className="text-sm text-muted">
          Sent to print {istMoment(data.drop.sentToPrintAt)} (Indian time) · {data.bags} bag
          {data.bags === 1 ? '' : 's'}, {data.pieces} piece{data.pieces === 1 ? '' : 's'}
        </p>
      </header>
      <HandOverByCode source={source} />
      {data.groups.map((g) => (
        <GroupSection key={`${g.method}:${g.title}`} group={g} />
      ))}
    </div>
  );
}

function GroupSection({ group }: { group: BagGroup }) {
  return (
    <section
      aria-label={group.title}
      className="rounded-card border border-line bg-white p-4 print:border-black print:p-2"
    >
      <h3 className="font-bold text-ink">
        {group.title}{' '}
        <span className="text-sm font-semibold text-muted">
          · {group.bags.length} bag{group.bags.length === 1 ? '' : 's'}
        </span>
      </h3>
      <ul className="mt-2 flex flex-col divide-y divide-line">
        {group.bags.map((bag) => (
          <BagRow key={bag.orderId} bag={bag} />
        ))}
      </ul>
    </section>
  );
}

function BagRow({ bag }: { bag: Bag }) {
  return (
    <li className="break-inside-avoid py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {bag.room && <span className="font-bold text-ink">Room {bag.room}</span>}
        <span className="font-semibold text-ink">{bag.student}</span>
        <span className="text-muted">{bag.orderNumber}</span>
        {bag.handoverCode && (
          <span className="font-mono font-bold tracking-widest text-ink">
            Code {bag.handoverCode}
          </span>
        )}
        {bag.handedOver && <span className="font-semibold text-success">Handed over</span>}
      </p>
      {bag.address && <p className="text-muted break-words">{bag.address}</p>}
      <ul className="mt-1 pl-4">
        {bag.pieces.map((p, i) => (
          <li key={i} className="break-words">
            {p.quantity} × {p.productName}, size {p.size}
            {p.teeName && ` · ${p.teeName}`}
            {p.teeNumber && ` · #${p.teeNumber}`}
          </li>
        ))}
      </ul>
    </li>
  );
}

const RESULT_LABEL: Record<HandOverBagsReply['results'][number]['result'], string> = {
  'handed-over': 'Handed over',
  'already-handed-over': 'Already handed over',
  'wrong-code': 'Wrong code',
  'not-in-drop': 'Not in this drop',
  ambiguous: 'Needs the order number',
  refused: 'Refused',
};

/** The codes, one per line (typed, or scanned into the box), handed over together. */
function HandOverByCode({ source }: { source: DropSource }) {
  const fieldId = useId();
  const [codes, setCodes] = useState('');
  const queryClient = useQueryClient();
  const hand = useMutation({
    mutationFn: () => {
      const body = { id: source.dropId, codes };
      return source.club
        ? api('clubs/:slug/drops/hand-over-bags', { params: { slug: source.club }, body })
        : api('admin/drops/hand-over-bags', { body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: baggingKey(source) }),
  });
  return (
    <section
      aria-labelledby={`${fieldId}-h`}
      className="rounded-card border border-line bg-white p-4 print:hidden"
    >
      <h3 id={`${fieldId}-h`} className="font-bold text-ink">
        Hand over bags
      </h3>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          hand.mutate();
        }}
      >
        <label htmlFor={fieldId} className="text-sm text-muted">
          The students&apos; handover codes, one per line (or the order number and the code)
        </label>
        <textarea
          id={fieldId}
          rows={4}
          value={codes}
          onChange={(e) => setCodes(e.target.value)}
          className="rounded-control border border-line p-2 font-mono text-base"
        />
        <Button type="submit" loading={hand.isPending} className="self-start">
          Hand over
        </Button>
      </form>
      {hand.error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {hand.error.message}
        </p>
      )}
      {hand.data && (
        <div role="status" className="mt-3 text-sm">
          <p className="font-semibold text-ink">{hand.data.message}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {hand.data.results.map((r) => (
              <li key={r.line} className="break-words">
                <span className="font-mono">{r.line}</span>:{' '}
                <span
                  className={
                    r.result === 'handed-over'
                      ? 'font-semibold text-success'
                      : 'font-semibold text-danger'
                  }
                >
                  {RESULT_LABEL[r.result]}
                </span>{' '}
                <span className="text-muted">{r.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function saveCsv(data: BaggingReply) {
  const slug = data.drop.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  saveBlob(
    new Blob([data.csv], { type: 'text/csv;charset=utf-8' }),
    `bagging-${slug || data.drop.id}.csv`,
  );
}
