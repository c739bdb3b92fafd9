import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const SHELL = new RegExp(
  [
    'src/web/routes/root-layout\\.tsx',
    'src/web/features/layout/(site-shell|navbar|nav-links|scroll-manager|use-session-expiry|use-layout-handle|lazy-footer|navigation-progress|brand-mark|route-error)\\.tsx?',
    'src/web/components/ui/(when-near|button|spinner|cx|container|skeleton)\\.tsx?',
    'src/web/lib/(session|token-claims|settings|use-logout|login-url|use-document-title|use-media-query)\\.tsx?',
    'src/web/features/catalog/get-products\\.ts',
    'src/shared/(cache-keys|rules/images)\\.ts',
    'node_modules/@tanstack/react-query/build/modern/queryOptions',
    'node_modules/lucide-react/dist/esm/(Icon|createLucideIcon|context|defaultAttributes|shared/)',
    'node_modules/lucide-react/dist/esm/icons/(menu|shirt|chevron-left|chevron-right)\\.mjs',
  ].join('|'),
);

// The web app lives in src/web; the build lands in dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The server reads .vite/manifest.json to preload each page's route chunks (features/site).
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The frame every page loads (root layout, navbar, the small helpers it and the
            // landing pages share, the icon runtime) as one chunk instead of ~15 tiny ones: each
            // separate file costs its own gzip header, dictionary warm-up and request.
            {
              name: 'shell',
              test: SHELL,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
