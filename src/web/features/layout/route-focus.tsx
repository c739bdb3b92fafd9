import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading, useFocusRescue } from '#web/components/ui/focus-rescue.ts';

const TRIES = 40;
const EVERY_MS = 50;

/**
 * After a client route change (a new path; a new query on the same page is not one), focus moves
 * to the new page's main heading (h1, made focusable with tabindex=-1), so a screen reader reads
 * where the visitor is and the next Tab starts from the page's top (WCAG 2.4.3). A page whose
 * heading comes a moment later (a lazy part) is waited for; a field the visitor is already typing
 * in keeps its focus. The first page keeps the browser's own start. Focus dropped by a removed
 * control goes to the heading too (useFocusRescue).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useFocusRescue();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const active = document.activeElement;
      if (active?.closest('main') && active.matches('input, textarea, select')) return;
      if (focusMainHeading()) return;
      if (++tries < TRIES) timer = setTimeout(attempt, EVERY_MS);
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
