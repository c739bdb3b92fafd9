import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Mail, Upload } from 'lucide-react';
import type { DropMembersReply, RosterMember, RosterReply } from '#shared/contract/drop-roster.ts';
import { istMoment } from '#shared/rules/drops.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PlainTable } from '#web/components/ui/plain-table.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { saveBlob } from '#web/lib/download/download.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { rosterQuery, useAddMembers, useRemind, type RosterSource } from './get-drop-roster.ts';

const VIA = { list: 'on the list', link: 'came with the link', domain: 'by domain', other: '' };

/**
 * A drop's roster for its organiser (docs/product.md#members-only-drops): the members' list
 * (typed or a CSV), every member with what they ordered and who has not, one reminder a day to
 * those who have not, and the roster as a CSV. The admin's page and a club manager's.
 */
export function DropRosterScreen({ source }: { source: RosterSource }) {
  const { data, error } = useQuery({ ...rosterQuery(source), enabled: source.dropId > 0 });
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    );
  }
  if (!data) return <Skeleton className="h-64 w-full" />;
  const { drop, counts } = data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-bold text-ink">{drop.name}: roster</h2>
        <p className="text-sm text-muted">
          {drop.audience === 'link'
            ? 'Only those with its link'
            : drop.audience === 'members'
              ? `Members only${drop.memberDomain ? ` (the list, and everyone at ${drop.memberDomain})` : ''}`
              : 'Open to everyone'}
        </p>
        <p className="text-base text-ink">
          <strong>{counts.ordered}</strong> of {counts.members} ordered ·{' '}
          <strong>{counts.notOrdered}</strong> not yet · {counts.pieces}{' '}
          {counts.pieces === 1 ? 'piece' : 'pieces'}
        </p>
      </header>
      {drop.audience === 'members' && <MemberUpload source={source} />}
      <Reminder source={source} roster={data} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => saveCsv(data)}>
          <Download aria-hidden="true" className="size-4" /> Download CSV
        </Button>
      </div>
      <section aria-labelledby="roster-heading" className="flex flex-col gap-2">
        <h3 id="roster-heading" className="font-semibold text-ink">
          Members
        </h3>
        {data.members.length === 0 ? (
          <p className="text-muted">No members yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <PlainTable
              className="w-full min-w-[36rem]"
              caption="Members and what they ordered"
              columns={[
                { label: 'Member', cellClassName: 'break-words align-top py-2' },
                { label: 'Ordered', cellClassName: 'align-top py-2' },
                { label: 'Product, size', cellClassName: 'align-top py-2' },
                { label: 'Name', cellClassName: 'align-top py-2' },
                { label: 'Number', cellClassName: 'align-top py-2' },
              ]}
              rows={data.members.map((m) => ({ key: m.email, cells: memberCells(m) }))}
            />
          </div>
        )}
      </section>
    </div>
  );
}

function memberCells(m: RosterMember) {
  const lines = (f: (i: RosterMember['items'][number]) => string) =>
    m.items.map((i, n) => (
      <span key={n} className="block">
        {f(i) || '—'}
      </span>
    ));
  return [
    <span key="who" className="flex flex-col">
      <span className="font-medium text-ink">{m.name ?? m.email}</span>
      {m.name && <span className="text-muted">{m.email}</span>}
      {VIA[m.via] && <span className="text-xs text-muted">{VIA[m.via]}</span>}
    </span>,
    m.ordered ? (
      <Badge key="o">Ordered</Badge>
    ) : (
      <span key="o" className="font-semibold text-danger">
        Not yet
      </span>
    ),
    lines((i) => `${i.quantity} × ${i.productName}, ${i.size} (${i.orderNumber})`),
    lines((i) => i.name),
    lines((i) => i.number ?? ''),
  ];
}

function MemberUpload({ source }: { source: RosterSource }) {
  const add = useAddMembers(source);
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<DropMembersReply>();
  const file = useRef<HTMLInputElement>(null);
  const send = (list: string, clear: () => void) =>
    add.mutate(list, {
      onSuccess: (reply) => {
        setResult(reply);
        notify.success(reply.message);
        clear();
      },
      onError: (err) => notify.error(err.message),
    });
  return (
    <section
      aria-labelledby="members-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-4"
    >
      <h3 id="members-heading" className="font-semibold text-ink">
        Add members
      </h3>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        E-mails, one a line or separated by commas
        <textarea
          rows={3}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className="rounded-lg border border-line p-2 text-base font-normal"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          loading={add.isPending}
          disabled={typed.trim() === ''}
          onClick={() => send(typed, () => setTyped(''))}
        >
          Add e-mails
        </Button>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-4 text-sm font-semibold text-ink focus-within:ring-2 focus-within:ring-brand">
          <Upload aria-hidden="true" className="size-4" /> Upload CSV
          <input
            ref={file}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            onChange={async (e) => {
              const picked = e.target.files?.[0];
              if (picked) send(await picked.text(), () => (file.current!.value = ''));
            }}
          />
        </label>
      </div>
      <p className="text-sm text-muted">
        A CSV with an <code>email</code> column (or e-mails in its first column). Bad rows are named
        below; the good ones are kept.
      </p>
      {result && result.problems.length > 0 && (
        <div role="status" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          <p className="font-semibold">Rows not taken:</p>
          <ul className="list-inside list-disc">
            {result.problems.map((p) => (
              <li key={`${p.line}:${p.reason}`}>
                Line {p.line}: {p.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Reminder({ source, roster }: { source: RosterSource; roster: RosterReply }) {
  const remind = useRemind(source);
  const { drop, counts, serverNow } = roster;
  const waitUntil = drop.nextReminderAt !== null && drop.nextReminderAt > serverNow;
  return (
    <section className="flex flex-col gap-2" aria-label="Reminder">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          loading={remind.isPending}
          disabled={drop.state !== 'live' || counts.notOrdered === 0 || waitUntil}
          onClick={() =>
            remind.mutate(undefined, {
              onSuccess: (reply) => notify.success(reply.message),
              onError: (err) => notify.error(err.message),
            })
          }
        >
          <Mail aria-hidden="true" className="size-4" /> Remind those who have not ordered
        </Button>
      </div>
      <p className="text-sm text-muted">
        {drop.remindedAt !== null
          ? `Last reminder ${istMoment(drop.remindedAt)}; one a day at most${waitUntil ? `, the next from ${istMoment(drop.nextReminderAt!)}` : ''}.`
          : drop.state === 'live'
            ? 'One reminder a day at most.'
            : 'Reminders go while the drop is live.'}
      </p>
    </section>
  );
}

function saveCsv(data: RosterReply) {
  const slug = data.drop.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  saveBlob(
    new Blob([data.csv], { type: 'text/csv;charset=utf-8' }),
    `roster-${slug || data.drop.id}.csv`,
  );
}
