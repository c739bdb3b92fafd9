import { vi } from 'vitest';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * Fills what jsdom lacks and the product gallery uses: the observers (which never report, so
 * below-the-fold code such as the footer stays unloaded) and matchMedia (a phone: no query
 * matches). Undo with `vi.unstubAllGlobals()`.
 */
export function fillJsdomGaps() {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: false,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}
