import path from 'node:path';
import type { Plugin } from 'vite';

// Module ids reach plugins with forward slashes on every system.
const ICON_MODULES = '/lucide-react/dist/esm/icons/';

/**
 * Every lucide-react icon module builds its component with the package's `createLucideIcon`,
 * which brings ~1 kB gzip of options this app never uses into every page's first load (the
 * budget of /, scripts/check-first-load.ts). This hands the icon modules the app's own, smaller
 * one (src/web/components/ui/lucide-icon.ts): same SVG, same icon data. Used by the browser's
 * build and the server's first-paint build alike, so hydration sees the markup it drew. The
 * build fails if no icon asked for it (lucide-react moved the file): the swap would otherwise
 * stop without a word. (Not the dev server, which loads icons only as pages ask for them.)
 */
export function lucideIcons(webRoot: string): Plugin {
  const own = path.join(webRoot, 'components/ui/lucide-icon.ts');
  let swapped = 0;
  return {
    name: 'campus:lucide-icons',
    enforce: 'pre',
    buildStart() {
      swapped = 0;
    },
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer?.includes(ICON_MODULES)) return null;
      swapped++;
      return own;
    },
    buildEnd(error) {
      if (!error && swapped === 0 && !this.meta.watchMode) {
        this.error(
          'no lucide-react icon imported ../createLucideIcon.mjs: see vite.lucide-icons.ts',
        );
      }
    },
  };
}
