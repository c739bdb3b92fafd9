import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ConfirmQuestion } from './confirm-dialog-view.tsx';

export type { ConfirmQuestion };

// The dialog's code (Radix) loads when a question is first asked, not with the page.
const ConfirmDialog = lazy(() => import('./confirm-dialog-view.tsx'));

/**
 * The shop's own confirm box (instead of the browser's `window.confirm`): `await confirm({...})`
 * answers true for the confirming button and false for Cancel, Escape or the X. Render `dialog`
 * once where the hook is used. Focus starts on Cancel and returns to what asked (modal-focus.ts).
 */
export function useConfirm() {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const confirm = useCallback(
    (asked: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(asked);
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setQuestion(null);
  };
  const dialog = question && (
    <Suspense fallback={null}>
      <ConfirmDialog question={question} onAnswer={close} />
    </Suspense>
  );
  return { confirm, dialog };
}
