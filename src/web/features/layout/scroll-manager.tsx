import { useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';

/**
 * New pages open at the top; Back and Forward return to where the reader was. The page's
 * smooth scrolling (for in-page anchors) is switched off for that jump so it is instant.
 */
export function ScrollManager() {
  return (
    <>
      <InstantJump />
      <ScrollRestoration />
    </>
  );
}

// Rendered before ScrollRestoration so its layout effect runs first.
function InstantJump() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.style.scrollBehavior = 'auto';
    const frame = requestAnimationFrame(() => html.style.removeProperty('scroll-behavior'));
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return null;
}
