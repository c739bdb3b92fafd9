import { useQuery } from '@tanstack/react-query';
import { Badge } from '#web/components/ui/badge.tsx';
import { clubInboxQuery } from './club-catalog-calls.ts';

const when = (at: number) =>
  new Date(at).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** /club/{slug}/inbox: help and size requests about the club's products, to read (the shop answers). */
export function ClubInboxScreen({ slug }: { slug: string }) {
  const { data, error, isPending } = useQuery(clubInboxQuery(slug));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        What students asked about the club&apos;s products. The shop answers them; tell the shop
        what it should know.
      </p>
      {error && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      {isPending && <p className="text-muted">Loading messages…</p>}
      {data?.messages.length === 0 && <p className="text-muted">No messages yet.</p>}
      <ul className="flex flex-col gap-3">
        {data?.messages.map((m) => (
          <li key={`${m.kind}:${m.id}`} className="rounded-card border border-line bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold text-ink">
                {m.productName}: {m.subject}
              </h2>
              <span className="flex gap-2">
                <Badge>{m.kind === 'help' ? 'Help request' : 'Size request'}</Badge>
                {m.handled && <Badge tone="brand">Handled</Badge>}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">
              {when(m.at)}
              {m.orderNumber && ` · order ${m.orderNumber}`}
            </p>
            {m.message && <p className="mt-2 text-sm whitespace-pre-line text-ink">{m.message}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
