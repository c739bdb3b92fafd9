import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** What the dialog asks: its heading, an optional line under it, and its two buttons' words. */
export interface ConfirmQuestion {
  title: ReactNode;
  description?: ReactNode;
  /** The button that goes ahead (default "Confirm"). */
  confirmLabel?: string;
  /** The button that goes back (default "Cancel"); it has the focus when the dialog opens. */
  cancelLabel?: string;
  /** `danger` for an action that cannot be undone. */
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
}

/** The confirm box drawn by useConfirm (confirm-dialog.tsx), loaded with its first question. */
export default function ConfirmDialogView({
  question,
  onAnswer,
}: {
  question: ConfirmQuestion;
  onAnswer: (yes: boolean) => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onAnswer(false);
      }}
      role="alertdialog"
      size="sm"
      title={question.title}
      description={question.description}
      initialFocus={cancel}
      footer={
        <>
          <Button ref={cancel} variant="outline" onClick={() => onAnswer(false)}>
            {question.cancelLabel ?? 'Cancel'}
          </Button>
          <Button variant={question.variant ?? 'primary'} onClick={() => onAnswer(true)}>
            {question.confirmLabel ?? 'Confirm'}
          </Button>
        </>
      }
    />
  );
}
