import type { z } from 'zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HostelForm } from '#shared/contract/payment.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';

export interface HostelDialogProps {
  onOpenChange: (open: boolean) => void;
  /** Suggestions for the field (the institute's hostels, from the shop's settings). */
  hostels: readonly string[];
  defaultValue: string;
  onSubmit: (hostel: string, room: string) => void;
}

/**
 * Hostel delivery (docs/product.md#cart): the hostel's name ("Enter hostel name" when empty), typed
 * freely or picked from the suggestions, and the room if the student gives one, then on to
 * payment. Mounted only while open.
 */
export function HostelDialog({ onOpenChange, hostels, defaultValue, onSubmit }: HostelDialogProps) {
  const formId = useId();
  const listId = useId();
  const form = useForm<z.input<typeof HostelForm>, unknown, HostelForm>({
    resolver: zodResolver(HostelForm),
    defaultValues: { hostel: defaultValue, room: '' },
  });
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Deliver to your hostel"
      description="We bring your order to your hostel. Which one is it?"
      size="sm"
      footer={
        <Button type="submit" form={formId} size="lg">
          Proceed to Payment
        </Button>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(values.hostel, values.room))}
      >
        <Field
          label="Hostel"
          autoComplete="off"
          autoFocus
          maxLength={100}
          list={hostels.length > 0 ? listId : undefined}
          error={form.formState.errors.hostel?.message}
          {...form.register('hostel')}
        />
        <Field
          label="Room (optional)"
          autoComplete="off"
          maxLength={20}
          hint="Helps the organiser bag a drop's pieces by room."
          error={form.formState.errors.room?.message}
          {...form.register('room')}
        />
        {hostels.length > 0 && (
          <datalist id={listId}>
            {hostels.map((h) => (
              <option key={h} value={h} />
            ))}
          </datalist>
        )}
      </form>
    </Dialog>
  );
}
