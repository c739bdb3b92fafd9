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
    if (document.activeElement === opener) return rescueIfTakenAway(opener);
  }
  focusMainHeading();
}

/** How long after a dialog closes its opener may still go with the dialog's answer. */
const ANSWER_LANDS_MS = 3000;

/**
 * A confirmed dialog's answer can take its opener away a moment after the focus went back to it
 * (the refreshed order arrives in a later task and "Cash received" becomes the time it was
 * recorded): the focus would fall to the top of the document. It goes to the main heading then,
 * unless the visitor has moved on meanwhile.
 */
function rescueIfTakenAway(opener: HTMLElement) {
  const watch = new MutationObserver(() => {
    const now = document.activeElement;
    if (now && now !== opener && now !== document.body) return stop();
    if (opener.isConnected) return;
    stop();
    focusMainHeading();
  });
  const timer = setTimeout(() => stop(), ANSWER_LANDS_MS);
  const stop = () => {
    clearTimeout(timer);
    watch.disconnect();
  };
  watch.observe(document.body, { childList: true, subtree: true });
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
