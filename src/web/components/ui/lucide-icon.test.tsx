import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as check from 'lucide-react/icons/check';
import * as heart from 'lucide-react/icons/heart';
import * as logOut from 'lucide-react/icons/log-out';
import * as shoppingBag from 'lucide-react/icons/shopping-bag';
import createLucideIcon from './lucide-icon.ts';

// The build swaps lucide-react's createLucideIcon for the app's own (vite.lucide-icons.ts); the
// tests run the package unchanged, so here both draw the same icon data side by side. Any
// difference would show as a hydration mismatch on a page the server drew (ADR 011).
type IconModule = typeof heart & { __iconData: Parameters<typeof createLucideIcon>[0] };
const modules = { check, heart, logOut, shoppingBag } as unknown as Record<string, IconModule>;

const propSets = [
  { 'aria-hidden': 'true', className: 'size-6' },
  { className: 'size-4 text-brand' },
  {},
  { strokeWidth: 3, className: 'size-3.5' },
  { 'aria-label': 'In your cart', role: 'img' },
  { size: 16, color: 'red' },
] as const;

describe('createLucideIcon (the app’s own)', () => {
  for (const [name, module] of Object.entries(modules)) {
    it(`draws ${name} as lucide-react does, for every prop set the app uses`, () => {
      const Own = createLucideIcon(module.__iconData);
      for (const props of propSets) {
        const theirs = renderToStaticMarkup(createElement(module.default, props));
        expect(renderToStaticMarkup(createElement(Own, props))).toBe(theirs);
      }
    });
  }
});
