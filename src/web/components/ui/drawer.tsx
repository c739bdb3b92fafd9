import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { restoreFocus, useInertBehind } from './modal-focus.ts';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name; shown as the heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Content shown beside the close button instead of the title (e.g. a greeting). */
  header?: ReactNode;
  side?: 'left' | 'right';
  children: ReactNode;
}

/** A side sheet (navigation, filters): modal, focus-trapped, closes on Escape and overlay tap. */
export function Drawer({
  open,
  onOpenChange,
  title,
  hideTitle,
  header,
  side = 'left',
  children,
}: DrawerProps) {
  const opener = useRef<Element | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  useInertBehind(content);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <RadixDialog.Content
          ref={setContent}
          aria-modal="true"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus(opener.current);
          }}
          className={cx(
            'fixed inset-y-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-xl',
            side === 'left' ? 'left-0' : 'right-0',
          )}
        >
          <div className="flex min-h-16 items-center justify-between gap-2 border-b border-line px-4">
            <RadixDialog.Title className={cx('text-lg font-semibold', hideTitle && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            {header}
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 ml-auto inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
