import { useMatches } from 'react-router';
import type { LayoutHandle } from '#web/lib/routing/layout-handle.ts';

const fallback: LayoutHandle = { navbar: true, footer: true };

function isLayoutHandle(h: unknown): h is LayoutHandle {
  return typeof h === 'object' && h !== null && 'navbar' in h && 'footer' in h;
}

/** The layout the deepest matched route asks for (router.tsx `handle`). */
export function useLayoutHandle(): LayoutHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isLayoutHandle(handle)) return handle;
  }
  return fallback;
}
