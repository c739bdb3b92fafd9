import { useEffect } from 'react';

/**
 * Focus after a dialog closes: back on what opened it, when that is still on the page and can
 * take focus; otherwise (a confirmed delete took the row away, the page changed) on the page's
 * main heading, so a keyboard or screen-reader user is never left at the top of the document.
 */
export function restoreFocus(opener: Element | null) {
  // Something took focus already (a route change focused the new page's heading): keep it.
  const now = document.activeElement;
  if (now && now !== document.body) return;
  // A hidden or disabled opener does not take the focus: the heading does then.
  if (opener instanceof HTMLElement && opener.isConnected) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  focusMainHeading();
}

/** Focuses the page's main heading (it has tabindex=-1: route-focus.tsx), if there is one. */
export function focusMainHeading(): boolean {
  const heading =
    document.querySelector<HTMLElement>('main [data-route-heading]') ??
    document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}

/**
 * While a modal is open, everything outside it is inert (not focusable, not clickable, not read),
 * except the toasts' live regions (toaster.tsx draws them straight in <body>), which keep
 * announcing and can be closed. `content` is the modal's own element.
 */
export function useInertBehind(content: HTMLElement | null) {
  useEffect(() => {
    if (!content) return;
    const own = [...document.body.children].find((el) => el.contains(content));
    const behind = [...document.body.children].filter(
      (el) =>
        el !== own &&
        el.tagName !== 'SCRIPT' &&
        !el.hasAttribute('inert') &&
        !el.matches('[aria-live], [data-toaster]'),
    );
    behind.forEach((el) => el.setAttribute('inert', ''));
    return () => behind.forEach((el) => el.removeAttribute('inert'));
  }, [content]);
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
