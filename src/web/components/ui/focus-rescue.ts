import { useEffect } from 'react';

/**
 * Focuses the page's main heading (its h1, made focusable with tabindex=-1 and marked so it shows
 * no ring: it is not a control), if there is one.
 */
export function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.dataset.routeHeading = '';
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}

/**
 * The safety net for focus taken away by the page: when the focused control is removed (a
 * confirmed action removed its row, a busy state swapped a button), the browser drops focus to
 * the top of the document; it goes to the page's main heading instead.
 */
export function useFocusRescue() {
  useEffect(() => {
    let last: Element | null = null;
    const onFocusIn = (e: FocusEvent) => {
      last = e.target instanceof Element ? e.target : null;
    };
    const rescue = () => {
      if (!last || last.isConnected) return;
      // A closing dialog gives focus back itself (restoreFocus), a moment later.
      if (last.closest('[role="dialog"], [role="alertdialog"]')) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      last = null;
      focusMainHeading();
    };
    const watcher = new MutationObserver(rescue);
    watcher.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      watcher.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
