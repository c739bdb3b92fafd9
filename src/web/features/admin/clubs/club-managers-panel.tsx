import { useState } from 'react';
import type { AdminClubReply } from '#shared/contract/clubs.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { useInviteManager, useRemoveManager, useRevokeInvitation } from './admin-clubs-api.ts';

/**
 * A club's managers and open invitations (docs/product.md#clubs): invite by e-mail, withdraw an
 * invitation, remove a manager (their next club call is refused).
 */
export function ClubManagersPanel({ detail }: { detail: Omit<AdminClubReply, 'status'> }) {
  const { club, managers, invitations } = detail;
  const invite = useInviteManager();
  const revoke = useRevokeInvitation();
  const remove = useRemoveManager();
  const { confirm, dialog } = useConfirm();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  const send = async () => {
    setError('');
    try {
      const reply = await invite.mutateAsync({ clubId: club.id, inviteeEmail: email });
      notify.success(reply.message);
      setEmail('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The invitation could not be sent');
    }
  };
  const removeManager = async (userId: number, name: string) => {
    const yes = await confirm({
      title: `Remove ${name}?`,
      description: `They stop managing ${club.name} at once. You can invite them again later.`,
      confirmLabel: 'Remove',
      variant: 'danger',
    });
    if (!yes) return;
    remove.mutate(
      { clubId: club.id, userId },
      { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e.message) },
    );
  };

  return (
    <section
      aria-labelledby="managers-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="managers-heading" className="text-lg font-semibold text-ink">
        Managers
      </h2>
      {managers.length === 0 && <p className="text-sm text-muted">No managers yet.</p>}
      <ul className="divide-y divide-line">
        {managers.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 text-sm break-words">
              <span className="font-semibold">{m.name}</span> · {m.email}
              <span className="block text-xs text-muted">Since {formatOrderDate(m.since)}</span>
            </span>
            <Button
              variant="danger-ghost"
              size="sm"
              onClick={() => void removeManager(m.userId, m.name)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {invitations.length > 0 && (
        <>
          <h3 className="text-sm font-semibold text-ink">Invitations</h3>
          <ul className="divide-y divide-line">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 text-sm break-words">
                  {i.email}
                  <span className="block text-xs text-muted">
                    {i.expired
                      ? `Expired ${formatOrderDate(i.expiresAt)}: invite again`
                      : `Sent ${formatOrderDate(i.invitedAt)}, waiting`}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    revoke.mutate(
                      { invitationId: i.id },
                      {
                        onSuccess: (r) => notify.success(r.message),
                        onError: (e) => notify.error(e.message),
                      },
                    )
                  }
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <Field
          label="Invite a manager"
          type="email"
          autoComplete="off"
          placeholder="name@college.edu"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error || undefined}
          wrapperClassName="grow"
        />
        <Button type="submit" loading={invite.isPending} className="sm:mt-7">
          Send invitation
        </Button>
      </form>
      {dialog}
    </section>
  );
}
