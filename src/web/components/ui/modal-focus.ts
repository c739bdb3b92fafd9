import { useEffect } from 'react';
import { focusMainHeading } from './focus-rescue.ts';

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
