import { useState } from 'react';
import type { AdminDrop } from '#shared/contract/drops.ts';
import { dropState, istMoment, shortDay } from '#shared/rules/drops.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { productPath } from '#shared/rules/slug.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { DropForm } from './drop-form.tsx';
import MinimumProgress from './minimum-progress.tsx';
import { ExtendDrop } from './extend-drop.tsx';
import { useAdminDrops, useCloseDrop } from './get-admin-drops.ts';
import { useDropsClub } from './drops-club.ts';
import { dropPages } from './drop-source.ts';

const STATE_LABEL = { upcoming: 'Upcoming', live: 'Live', closed: 'Closed' } as const;

/** /drops (admin): the new-drop form and every drop with what was pre-ordered so far. */
export function AdminDropsScreen() {
  const { data, error } = useAdminDrops();
  return (
    <div className="flex flex-col gap-6">
      <DropForm />
      <section aria-labelledby="drops-list-heading" className="flex flex-col gap-3">
        <h2 id="drops-list-heading" className="text-lg font-semibold text-ink">
          Every drop
        </h2>
        {error && (
          <p role="alert" className="text-danger">
            {error.message}
          </p>
        )}
        {data?.drops.length === 0 && <p className="text-muted">No drops yet.</p>}
        <ul className="flex flex-col gap-3">
          {data?.drops.map((d) => (
            <DropRow key={`${d.id}:${d.version}`} drop={d} now={data.serverNow} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function DropRow({ drop, now }: { drop: AdminDrop; now: number }) {
  const [editing, setEditing] = useState(false);
  const close = useCloseDrop();
  // A club's manager sees its drops and their pages; sending to print and closing early stay
  // the admin's.
  const club = useDropsClub();
  const pages = dropPages({ dropId: drop.id, club });
  const { confirm, dialog } = useConfirm();
  const state = dropState(drop, now);
  const takenOf = (productId: number) =>
    drop.taken.find((t) => t.productId === productId)?.taken ?? 0;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{drop.name}</h3>
        <span className="flex gap-2">
          {drop.draft && <Badge>Draft: waiting to be published</Badge>}
          <Badge>
            {drop.minimum?.outcome === 'missed' ? 'Did not reach its minimum' : STATE_LABEL[state]}
          </Badge>
        </span>
      </div>
      <p className="text-sm text-muted">
        {istMoment(drop.opensAt)} to {istMoment(drop.closesAt)} (Indian time) · at most{' '}
        {drop.perStudentLimit} per student · ready by {shortDay(drop.readyBy)} ·{' '}
        {drop.cashAllowed ? 'cash or online' : 'online only'}
        {drop.namesTaken && ' · names printed'}
        {drop.audience === 'members' &&
          ` · members only (${drop.members ?? 0} listed${drop.memberDomain ? `, and everyone at ${drop.memberDomain}` : ''})`}
        {drop.audience === 'link' && ' · only those with its link (not listed)'}
      </p>
      {drop.audience === 'link' && drop.linkKey && <DropLinks drop={drop} />}
      <ul className="flex flex-col gap-1 text-sm text-ink">
        {drop.products.map((p) => (
          <li key={p.productId}>
            {p.name}: <strong>{takenOf(p.productId)}</strong> pre-ordered
            {p.cap !== null && ` of ${p.cap}`}
            {drop.capKind === 'size' &&
              ` (caps ${drop.sizeCaps
                .filter((c) => c.productId === p.productId)
                .map((c) => `${c.size} ${c.cap}`)
                .join(', ')})`}
          </li>
        ))}
      </ul>
      <MinimumProgress drop={drop} now={now} />
      <div className="flex flex-wrap gap-2">
        {state !== 'upcoming' && (
          <ButtonLink to={pages.print} variant="outline">
            {state === 'closed' ? 'Print sheet' : 'Orders so far'}
          </ButtonLink>
        )}
        {(drop.audience !== 'everyone' || drop.numbersTaken) && (
          <ButtonLink to={pages.roster} variant="outline">
            Roster
          </ButtonLink>
        )}
        {drop.sentToPrintAt != null && (
          <ButtonLink to={pages.bagging} variant="outline">
            Bagging list
          </ButtonLink>
        )}
        {state === 'upcoming' && (
          <Button variant="outline" onClick={() => setEditing((e) => !e)}>
            {editing ? 'Cancel edit' : 'Edit'}
          </Button>
        )}
        {state === 'live' && !club && (
          <Button
            variant="outline"
            loading={close.isPending}
            onClick={async () => {
              const yes = await confirm({
                title: `Close ${drop.name} now?`,
                description: 'No more pre-orders can be made.',
                confirmLabel: 'Close drop',
                variant: 'danger',
              });
              if (!yes) return;
              close.mutate(drop.id, {
                onSuccess: (reply) => notify.success(reply.message),
                onError: (err) => notify.error(err.message),
              });
            }}
          >
            Close now
          </Button>
        )}
        {state === 'live' && drop.extendedFrom === undefined && <ExtendDrop drop={drop} />}
      </div>
      {editing && <DropForm drop={drop} onDone={() => setEditing(false)} />}
      {dialog}
    </li>
  );
}

/** A link-only drop's links, one per product, each carrying its secret (docs/product.md#members-only-drops). */
function DropLinks({ drop }: { drop: AdminDrop }) {
  const linkOf = (p: AdminDrop['products'][number]) =>
    `${window.location.origin}${productPath({ product_id: p.productId, details: p.details })}?key=${encodeURIComponent(drop.linkKey!)}`;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {drop.products.map((p) => (
        <li key={p.productId} className="flex flex-wrap items-center gap-2">
          <span className="text-muted">Link to {p.name}:</span>
          <code className="break-all text-ink">{linkOf(p)}</code>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(linkOf(p))
                .then(() => notify.success('Link copied'))
            }
          >
            Copy
          </Button>
        </li>
      ))}
    </ul>
  );
}
