import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ButtonHTMLAttributes,
  type ReactElement,
} from 'react';
import type { DialogProps } from './dialog.tsx';

const loadDialog = () => import('./dialog.tsx');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

export interface LazyDialogProps extends Omit<DialogProps, 'trigger'> {
  /** The button that opens the dialog; its onClick is taken over. */
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
}

/**
 * A Dialog whose code (Radix) loads when the visitor reaches for the trigger (hover, focus or
 * tap), not with the page. Focus returns to the trigger on close, as with Dialog.
 */
export function LazyDialog({ trigger, open, onOpenChange, ...rest }: LazyDialogProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    if (next) setUsed(true);
    onOpenChange?.(next);
  };
  const preload = () => void loadDialog();

  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        onClick: () => setOpen(true),
        onPointerEnter: preload,
        onFocus: preload,
      })}
      {(isOpen || used) && (
        <Suspense fallback={null}>
          <Dialog open={isOpen} onOpenChange={setOpen} {...rest} />
        </Suspense>
      )}
    </>
  );
}
