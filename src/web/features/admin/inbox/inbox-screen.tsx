import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { INBOX_KINDS, type InboxEntry, type InboxKind } from '#shared/contract/admin-inbox.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { api } from '#web/lib/api/api-client.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { HelpDetails } from './help-answer.tsx';
import { AdminExchangeWork } from '#web/features/admin/exchanges/admin-exchange-work.tsx';

const KIND_LABELS: Record<InboxKind, string> = {
  sizeRequest: 'Size requests',
  ticket: 'Tickets and enquiries',
  collab: 'Collaboration',
  help: 'Order help',
};
type Kind = InboxKind | 'all';
type State = 'open' | 'handled' | 'all';

export function inboxView(search: URLSearchParams): { kind: Kind; state: State; page: number } {
  const kind = search.get('kind');
  const state = search.get('state');
  return {
    kind: (INBOX_KINDS as readonly string[]).includes(kind ?? '') ? (kind as InboxKind) : 'all',
    state: state === 'handled' || state === 'all' ? state : 'open',
    page: Math.max(1, Math.floor(Number(search.get('page')) || 1)),
  };
}

export const inboxQuery = (view: ReturnType<typeof inboxView>) => ({
  queryKey: adminKeys.inbox(view),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('admin/inbox', { body: view, signal }),
});

/** The new-club form with a collaboration application's name and e-mail carried over. */
const newClubFrom = (entry: InboxEntry) =>
  `${paths.adminClub('new')}?${new URLSearchParams({ application: String(entry.id), name: entry.name, email: entry.email })}`;

function Entry({ entry }: { entry: InboxEntry }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      api('admin/inbox/handled', {
        body: { kind: entry.kind, id: entry.id, handled: entry.handledAt === null },
      }),
    onSuccess: (r) => notify.success(r.message),
    onError: (e) => notify.error(e.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.inboxViews }),
  });
  return (
    <article className="flex flex-col gap-2 rounded-card border border-line bg-white p-4">
      <p className="text-xs font-semibold text-muted">
        {KIND_LABELS[entry.kind]} · {formatOrderDate(entry.date)}
      </p>
      <h2 className="font-bold break-words text-ink">{entry.title}</h2>
      <p className="text-sm break-words">
        {entry.name && <span className="font-semibold">{entry.name} · </span>}
        <a href={`mailto:${entry.email}`} className="text-brand underline underline-offset-2">
          {entry.email}
        </a>
        {entry.phone && (
          <>
            {' · '}
            <a href={`tel:${entry.phone}`} className="text-brand underline underline-offset-2">
              {entry.phone}
            </a>
          </>
        )}
      </p>
      {entry.message && <p className="text-sm whitespace-pre-line text-ink">{entry.message}</p>}
      {entry.kind === 'help' && <HelpDetails entry={entry} />}
      {entry.link && (
        <a
          href={entry.link}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="text-sm break-all text-brand underline"
        >
          {entry.link}
        </a>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted">
          {entry.handledAt
            ? `Handled ${formatOrderDate(entry.handledAt)}${entry.handledBy ? ` by ${entry.handledBy}` : ''}`
            : 'Open'}
        </p>
        {entry.kind === 'collab' && (
          <ButtonLink to={newClubFrom(entry)} variant="outline" size="sm">
            Make a club
          </ButtonLink>
        )}
        <Button
          variant={entry.handledAt ? 'ghost' : 'outline'}
          size="sm"
          loading={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {entry.handledAt ? 'Open again' : 'Mark handled'}
        </Button>
      </div>
    </article>
  );
}

/**
 * /inbox: what came in through the forms and students' help requests, newest first; open ones
 * until marked handled (or, for help, answered).
 */
export function InboxScreen() {
  const [search, setSearch] = useSearchParams();
  const view = inboxView(search);
  const { data } = useQuery(inboxQuery(view));
  const set = (patch: Partial<typeof view>) => {
    const next = { ...view, page: 1, ...patch };
    setSearch({
      ...(next.kind !== 'all' ? { kind: next.kind } : {}),
      ...(next.state !== 'open' ? { state: next.state } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  };
  const kindOptions = [
    { value: 'all', label: 'Everything' },
    ...INBOX_KINDS.map((k) => ({
      value: k,
      label: `${KIND_LABELS[k]}${data ? ` (${data.open[k]} open)` : ''}`,
    })),
  ];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <AdminExchangeWork />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:max-w-xl">
        <Select
          label="Show"
          options={kindOptions}
          value={view.kind}
          onChange={(e) => set({ kind: e.target.value as Kind })}
        />
        <Select
          label="State"
          options={[
            { value: 'open', label: 'Open' },
            { value: 'handled', label: 'Handled' },
            { value: 'all', label: 'All' },
          ]}
          value={view.state}
          onChange={(e) => set({ state: e.target.value as State })}
        />
      </div>
      {!data ? (
        <Skeleton className="h-48 w-full" />
      ) : data.entries.length === 0 ? (
        <p className="rounded-card border border-line bg-white p-6 text-center text-muted">
          Nothing here. All caught up!
        </p>
      ) : (
        <ol className="grid gap-3 lg:grid-cols-2">
          {data.entries.map((e) => (
            <li key={`${e.kind}-${e.id}`}>
              <Entry entry={e} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between">
          <Button
            variant="outline"
            disabled={view.page <= 1}
            onClick={() => set({ page: view.page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm text-muted">
            Page {view.page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={view.page >= pages}
            onClick={() => set({ page: view.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
