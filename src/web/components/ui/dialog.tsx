import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { cx } from './cx.ts';
import { restoreFocus, useInertBehind } from './modal-focus.ts';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered via Radix `asChild`: pass a single button). */
  trigger?: ReactNode;
  /** Visible heading, also the accessible name. */
  title: ReactNode;
  /** Optional line under the title, also the accessible description. */
  description?: ReactNode;
  /** `lg` for images such as size charts. */
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
  /** Buttons shown at the bottom (stacked on phones, in a row from sm). */
  footer?: ReactNode;
  /** What takes focus when it opens (the first control when absent). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
}

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' };

/**
 * A modal dialog: a bottom sheet on phones, a centred card from `sm`. Focus is trapped, the page
 * behind is inert, Escape and the X button close it, and focus goes back to what opened it (the
 * trigger, or the control focused when it opened; the page's heading when that is gone).
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  size = 'md',
  children,
  footer,
  initialFocus,
  role = 'dialog',
}: DialogProps) {
  const opener = useRef<Element | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  useInertBehind(content);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <RadixDialog.Content
          className={cx(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card',
            widths[size],
          )}
          ref={setContent}
          role={role}
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus(opener.current);
          }}
          // Without a description, say so explicitly (Radix otherwise warns).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
            <RadixDialog.Title className="pt-2 text-lg font-semibold text-ink">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-4 py-4 sm:px-6">
            {description && (
              <RadixDialog.Description className="mb-4 text-sm text-muted">
                {description}
              </RadixDialog.Description>
            )}
            {children}
          </div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-line px-4 py-3 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog; wrap a Button: `<DialogClose><Button>Cancel</Button></DialogClose>`. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
