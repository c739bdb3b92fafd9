/**
 * Test support for the embla carousel under jsdom, which has no layout: every box is 1000 px
 * wide, slides sit side by side, and the observers and media queries embla expects exist.
 * Call `installCarouselDom` in beforeAll and `restoreCarouselDom` in afterAll.
 */
import { vi } from 'vitest';

const saved = new Map<string, PropertyDescriptor | undefined>();

function stub(name: string, get: (this: HTMLElement) => number) {
  saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
}

class Observer {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function installCarouselDom(): void {
  stub('offsetWidth', () => 1000);
  stub('offsetHeight', () => 400);
  stub('offsetTop', () => 0);
  stub('offsetLeft', function () {
    if (this.getAttribute('aria-roledescription') !== 'slide') return 0;
    return Array.from(this.parentElement?.children ?? []).indexOf(this) * 1000;
  });
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  // jsdom computes no margins; embla reads the last slide's to measure the loop.
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  vi.stubGlobal('getComputedStyle', (element: Element, pseudo?: string | null) => {
    const style = realGetComputedStyle(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) =>
      read(name) || (name.startsWith('margin') ? '0px' : '');
    return style;
  });
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
}

export function restoreCarouselDom(): void {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
  saved.clear();
  vi.unstubAllGlobals();
}
