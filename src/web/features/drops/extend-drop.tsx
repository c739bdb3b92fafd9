import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDrop } from '#shared/contract/drops.ts';
import { epochToIstLocal, istMoment } from '#shared/rules/drops.ts';
import { DROP_EXTENSION_MAX_MS } from '#shared/rules/drop-minimum.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { notify } from '#web/lib/toast/toast.ts';

/**
 * Extend a live drop once, by up to 7 days (docs/product.md#print-minimums): the new close (and a
 * new ready date when the old one would fall before it). Its students are mailed the new date.
 * A refusal is shown under the fields, which keep what was typed.
 */
export function ExtendDrop({ drop }: { drop: AdminDrop }) {
  const [open, setOpen] = useState(false);
  const [closesAt, setClosesAt] = useState(epochToIstLocal(drop.closesAt + 24 * 3600_000));
  const [readyBy, setReadyBy] = useState(drop.readyBy);
  const queryClient = useQueryClient();
  const extend = useMutation({
    mutationFn: () =>
      api('admin/drops/extend', { body: { id: drop.id, closesAt, readyBy: readyBy || null } }),
    onSuccess: (reply) => {
      notify.success(reply.message);
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: adminKeys.drops() });
    },
  });
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        Extend
      </Button>
    );
  }
  return (
    <form
      noValidate
      className="flex w-full flex-col gap-3 rounded-lg border border-line p-3"
      aria-label={`Extend ${drop.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        extend.mutate();
      }}
    >
      <p className="text-sm text-muted">
        Once only, by 7 days at most: by {istMoment(drop.closesAt + DROP_EXTENSION_MAX_MS)}. Every
        student who pre-ordered is mailed the new date and may cancel until then.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="New close (Indian time)"
          type="datetime-local"
          step={1}
          value={closesAt}
          onChange={(e) => setClosesAt(e.target.value)}
        />
        <Field
          label="Expected ready date"
          type="date"
          value={readyBy}
          onChange={(e) => setReadyBy(e.target.value)}
        />
      </div>
      {extend.error && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {extend.error.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={extend.isPending}>
          Extend drop
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Keep the close
        </Button>
      </div>
    </form>
  );
}
