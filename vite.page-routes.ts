import path from 'node:path';
import type { Plugin } from 'vite';
import type { PageName, WebPage } from './src/shared/web-pages.ts';
import { layoutModules, notFoundModule, pageNames, webPages } from './src/shared/web-pages.ts';
import { paths } from './src/shared/web-paths.ts';

/**
 * `virtual:page-routes`, the web app's routes (src/web/router.tsx), written out from the page
 * table (src/shared/web-pages.ts) so the router loads exactly the modules the server preloads:
 * each page at its path (`paths`, #shared/web-paths.ts), its route module loaded lazily, and what
 * of the navbar and footer it shows in `handle` (read by the root layout). Written at build time
 * rather than read from the table at run time: the table's module names would cost the first
 * load of every page (the budget of /, scripts/check-first-load.ts), and Vite gives a module its
 * own chunk only for an import written out. The admin's modules come through one more module,
 * `virtual:admin-page-modules`, a chunk of their own (`admin` in the table).
 */
const ROUTES = 'virtual:page-routes';
const ADMIN_MODULES = 'virtual:admin-page-modules';
/** The club dashboards' and invitation's modules, grouped as the admin's are (`club` in the table). */
const CLUB_MODULES = 'virtual:club-page-modules';

/** The `handle` of a page that leaves out what `hides` names. */
const HANDLES = {
  footer: 'noFooter',
  'navbar and footer': 'bare',
} as const;

export function pageRoutes(webRoot: string): Plugin {
  const page = (name: PageName): WebPage => webPages[name];
  const str = JSON.stringify;
  const lazy = (module: string) => `() => import(${str(path.join(webRoot, module))})`;
  const load = (name: PageName) =>
    page(name).admin
      ? `() => import(${str(ADMIN_MODULES)}).then((m) => m.adminModules[${str(name)}]())`
      : page(name).club
        ? `() => import(${str(CLUB_MODULES)}).then((m) => m.clubModules[${str(name)}]())`
        : lazy(page(name).module);
  // A path with parameters is a function for links with the router's pattern on it.
  const pattern = (name: PageName) =>
    typeof paths[name] === 'string' ? `paths.${name}` : `paths.${name}.pattern`;
  const route = (name: PageName) => {
    const hides = page(name).hides;
    return `page(${pattern(name)}, ${load(name)}${hides ? `, ${HANDLES[hides]}` : ''})`;
  };
  // The profile area: its layout route at the profile's path (guard and frame), its pages
  // inside, '/profile' itself the index.
  const child = (name: PageName) => {
    const hides = page(name).hides;
    const at = name === 'profile' ? 'index: true' : `path: ${pattern(name)}`;
    return `{ ${at}, lazy: ${load(name)}${hides ? `, handle: ${HANDLES[hides]}` : ''} }`;
  };
  const profileArea = `{ path: paths.profile, lazy: ${lazy(layoutModules.profile)}, handle: full, children: [${pageNames
    .filter((name) => page(name).within === 'profile')
    .map(child)
    .join(', ')}] }`;

  const code: Record<string, string> = {
    [ROUTES]: `import { paths } from ${str(path.resolve(webRoot, '../shared/web-paths.ts'))};
const full = { navbar: true, footer: true };
const noFooter = { navbar: true, footer: false };
const bare = { navbar: false, footer: false };
const page = (path, lazy, handle = full) => ({ path, lazy, handle });
export const rootLayout = ${lazy(layoutModules.root)};
export const pageRoutes = [
${pageNames
  .filter((name) => !page(name).within)
  .map((name) => `  ${route(name)},`)
  .join('\n')}
  ${profileArea},
  { path: '*', lazy: ${lazy(notFoundModule)} },
];
`,
    [ADMIN_MODULES]: `export const adminModules = {
${pageNames
  .filter((name) => page(name).admin)
  .map((name) => `  ${name}: ${lazy(page(name).module)},`)
  .join('\n')}
};
`,
    [CLUB_MODULES]: `export const clubModules = {
${pageNames
  .filter((name) => page(name).club)
  .map((name) => `  ${name}: ${lazy(page(name).module)},`)
  .join('\n')}
};
`,
  };
  return {
    name: 'page-routes',
    resolveId: (id) => (id in code ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? code[id.slice(1)] : undefined),
  };
}
