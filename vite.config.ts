import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { layoutModules, pageNames, webPages, type WebPage } from './src/shared/web-pages.ts';
import { pageRoutes } from './vite.page-routes.ts';
import { lucideIcons } from './vite.lucide-icons.ts';

const webRoot = path.resolve(import.meta.dirname, 'src/web');
const ENTRY = path.join(webRoot, 'main.tsx');
// The root layout and the route modules of the pages people land on, as the server preloads them.
const LAYOUT = path.join(webRoot, layoutModules.root);
const LANDING = pageNames
  .map((name): WebPage => webPages[name])
  .filter((page) => page.landing)
  .map((page) => path.join(webRoot, page.module));
const HOME = path.join(webRoot, webPages.home.module);
// Lazy parts a landing page fetches as soon as it runs: the drops strip (Home, Shop) and a signed-in
// visitor's navbar icons. They go into the shell with what they import: as a dozen tiny files in
// a waterfall of three they cost ~5 kB more gzip (each file compressed alone) and a request each.
const STARTED_AT_ONCE = [
  'features/drops/drops-strip.tsx',
  'features/layout/signed-in-actions.tsx',
  'features/layout/profile-menu.tsx',
  'features/wishlist/wishlist-icon-link.tsx',
  'features/cart/cart-icon-link.tsx',
].map((file) => path.join(webRoot, file));

// React Router's package points every import at its development build, whose only difference is
// its warnings for developers (ENABLE_DEV_WARNINGS); the production build leaves them out of
// every page's first load.
const routerDist = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

// Preact's React compatibility layer in place of React and React DOM in the browser's build
// (docs/decisions/024): the same components in ~1/6 of the bytes on every page's first load.
const PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `start` reaches through static imports, itself included. */
function staticImports(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Our modules in the `shell` chunk, asked of the module graph so the chunk follows the code: what
 * the root layout imports (statically, at any depth), what Home shares with Shop or the product
 * page, and the lazy parts they start at once (STARTED_AT_ONCE), less what the entry already has. The layout and the landing route modules stay
 * out, so each keeps its own manifest entry (the server preloads them by their source file).
 * Libraries are not picked here: the module graph sees lucide-react's index of every icon, not
 * the icons a module uses; the bundler adds the ones these modules need (below).
 */
const shells = new WeakMap<ModuleGraph, Set<string>>();
function shellModules(graph: ModuleGraph): Set<string> {
  let shell = shells.get(graph);
  if (shell) return shell;
  shell = staticImports(graph, LAYOUT);
  const others = LANDING.filter((route) => route !== HOME).map((r) => staticImports(graph, r));
  for (const id of staticImports(graph, HOME)) if (others.some((o) => o.has(id))) shell.add(id);
  for (const part of STARTED_AT_ONCE) for (const id of staticImports(graph, part)) shell.add(id);
  for (const id of [...shell]) if (/[\\/]node_modules[\\/]/.test(id)) shell.delete(id);
  for (const id of staticImports(graph, ENTRY)) shell.delete(id);
  for (const id of [LAYOUT, ...LANDING]) shell.delete(id);
  shells.set(graph, shell);
  return shell;
}

/**
 * The server's first-paint renderer (`vite build --ssr`, docs/decisions/013): one self-contained
 * file in dist/ssr with React, the router and every route bundled in, so the server needs no
 * web dependencies at run time and never resolves a lazy chunk from disk.
 */
const ssrBuild: UserConfig = {
  root: 'src/web',
  publicDir: false,
  plugins: [react(), pageRoutes(webRoot), lucideIcons(webRoot)],
  resolve: { alias: ROUTER_PRODUCTION },
  // React's production build only: the server never needs its development checks.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    target: 'node26',
    copyPublicDir: false,
    // Minified and ASCII-only: V8 keeps a module's source in memory for as long as it runs, two
    // bytes a character once one character is not ASCII (₹, ·, emoji): 4.2 MB unminified, 0.9
    // MB so, in every instance from its first drawn page (ADR 012: memory per instance).
    minify: true,
    rollupOptions: { output: { codeSplitting: false, charset: 'ascii' } },
  },
};

// The web app lives in src/web; the build lands in dist/web, which the server serves.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        root: 'src/web',
        publicDir: '../../public',
        plugins: [react(), tailwindcss(), pageRoutes(webRoot), lucideIcons(webRoot)],
        resolve: { alias: [...ROUTER_PRODUCTION, ...PREACT] },
        build: {
          outDir: '../../dist/web',
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: false,
          // No polyfill for <link rel="modulepreload"> in every page's first load: Chromium,
          // Firefox 115+ and Safari 17+ preload natively; an older browser still runs every page,
          // it just fetches a route's modules when they are imported.
          modulePreload: { polyfill: false },
          // The server reads .vite/manifest.json to preload each page's route chunks (features/site);
          // scripts/check-first-load.ts reads it to hold the landing pages to their budgets.
          manifest: true,
          rollupOptions: {
            output: {
              // Chunk files are named by their hash alone: the entry lists every lazy route's files for
              // preloading, and module names in that list cost first-load bytes on every page.
              chunkFileNames: 'assets/[hash].js',
              codeSplitting: {
                groups: [
                  // The frame every page loads (navbar, the helpers it and the landing pages share) as
                  // one chunk instead of ~20 tiny ones: each separate file costs its own gzip header,
                  // dictionary warm-up and request.
                  {
                    name: (id, graph) => (shellModules(graph).has(id) ? 'shell' : null),
                    // With the libraries they use (the icons, the icon runtime, the router). Without
                    // them the chunks imported each other in a cycle, and an icon ran before the runtime
                    // it needs: pages broke.
                    includeDependenciesRecursively: true,
                  },
                ],
              },
            },
          },
        },
        server: {
          proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
        },
      },
);
