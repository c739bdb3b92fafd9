import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { InboxEntry } from '#shared/contract/admin-inbox.ts';
import { HELP_ANSWER_MAX, HELP_ISSUE_LABELS } from '#shared/rules/order-help.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { api } from '#web/lib/api/api-client.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { HelpRemedy } from './help-remedy.tsx';

/** admin/inbox/answer: mailed to the student, shown on their order page; closes the request. */
function AnswerForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () => api('admin/inbox/answer', { body: { id, answer } }),
    onSuccess: (r) => {
      notify.success(r.message);
      setAnswer('');
    },
    onError: (e) => setError(e.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.inboxViews }),
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        if (answer.trim().length < 2) setError('Write the answer');
        else send.mutate();
      }}
    >
      <TextAreaField
        id={fieldId}
        label="Answer the student"
        hint="Sent by e-mail and shown on their order page"
        rows={3}
        maxLength={HELP_ANSWER_MAX}
        value={answer}
        error={error}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <Button type="submit" size="sm" className="self-start" loading={send.isPending}>
        Send answer
      </Button>
    </form>
  );
}

/** A help request's order, photo and answer (or the form to answer it). */
export function HelpDetails({ entry }: { entry: InboxEntry }) {
  return (
    <div className="flex flex-col gap-2">
      {entry.orderItemId ? (
        <Link
          to={paths.myOrder(entry.orderNumber || entry.orderItemId)}
          className="self-start text-sm font-semibold text-brand underline underline-offset-2"
        >
          Open order {entry.orderNumber}
        </Link>
      ) : null}
      {entry.photoUrl && (
        <a href={entry.photoUrl} target="_blank" rel="noopener" className="self-start">
          <img
            src={entry.photoUrl}
            alt={`Photo sent with ${entry.title}`}
            width={128}
            height={128}
            className="size-32 rounded-lg border border-line object-cover"
          />
        </a>
      )}
      {/* The title names the issue with its label (admin-inbox.queries.ts helpTitle). */}
      {entry.orderId && entry.title.includes(HELP_ISSUE_LABELS.wrong_or_damaged) ? (
        <HelpRemedy helpId={entry.id} />
      ) : null}
      {entry.answer ? (
        <div className="rounded-lg bg-surface px-3 py-2">
          <p className="text-xs font-semibold text-muted">Your answer</p>
          <p className="text-sm break-words whitespace-pre-line text-ink">{entry.answer}</p>
        </div>
      ) : (
        <AnswerForm id={entry.id} />
      )}
    </div>
  );
}
