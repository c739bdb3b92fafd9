import { useRef } from 'react';
import { Button } from './button.tsx';
import type { ConfirmQuestion } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

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
