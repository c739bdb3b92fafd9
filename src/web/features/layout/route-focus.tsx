import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading } from '#web/components/ui/focus-rescue.ts';

/**
 * Where the keyboard's focus goes when the page changes under it (WCAG 2.4.3):
 * - after a client route change (a new path; a new query on the same page is not one), to the
 *   new page's main heading (focus-rescue.ts), so a screen reader reads where the visitor is and
 *   the next Tab starts from the page's top; a heading that comes a moment later (a lazy part) is
 *   waited for, and a visitor who focuses something first keeps it. The first page keeps the
 *   browser's own start.
 * - when the focused control is removed (a confirmed action removed its row), to the heading too,
 *   instead of the top of the document. A closing dialog gives focus back itself.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const at = useRef<{
    path?: string;
    pending?: boolean;
    last?: Element | null;
    check?: () => void;
  }>({});
  useEffect(() => {
    const s = at.current;
    s.check = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const last = s.last;
      if (s.pending) s.pending = !focusMainHeading();
      else if (
        last &&
        !last.isConnected &&
        !last.closest('[role="dialog"], [role="alertdialog"]')
      ) {
        s.last = null;
        focusMainHeading();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      s.last = e.target as Element;
      s.pending = false;
    };
    const watcher = new MutationObserver(s.check);
    watcher.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      watcher.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
  useEffect(() => {
    const s = at.current;
    if (s.path !== undefined && s.path !== pathname) {
      s.pending = true;
      // The link that was followed still has the focus: the new page takes it (a field the new
      // page focused itself keeps it).
      const active = document.activeElement as HTMLElement | null;
      if (!active?.matches('input, textarea, select')) active?.blur();
      s.check?.();
    }
    s.path = pathname;
  }, [pathname]);
  return null;
}
