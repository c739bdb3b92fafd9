import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { LayoutHandle } from './lib/layout-handle.ts';

/**
 * Every screen is a lazy route module under routes/ exporting `Component` (and optionally
 * `loader`, `ErrorBoundary`). Navbar and footer visibility is declared here, per route, in
 * `handle` (docs/product.md#layout), and read by the root layout.
 */
const page = (
  path: string,
  load: () => Promise<Record<string, unknown>>,
  layout: LayoutHandle = { navbar: true, footer: true },
): RouteObject => ({ path, lazy: load as RouteObject['lazy'], handle: layout });

const noFooter: LayoutHandle = { navbar: true, footer: false };
const bare: LayoutHandle = { navbar: false, footer: false };

export const routes: RouteObject[] = [
  {
    lazy: () => import('./routes/root-layout.tsx'),
    // Nothing to show before the first lazy route resolves; the HTML shell paints the background.
    HydrateFallback: () => null,
    children: [
      page('/', () => import('./routes/home.tsx')),
      page('/shop', () => import('./routes/shop.tsx')),
      page('/products/:slug/:productId', () => import('./routes/product.tsx')),
      page('/productNotFound', () => import('./routes/product-not-found.tsx')),
      page('/wishlist', () => import('./routes/wishlist.tsx'), noFooter),
      page('/cart', () => import('./routes/cart.tsx'), bare),
      page('/ourServices', () => import('./routes/our-services.tsx')),
      page('/about', () => import('./routes/about.tsx')),
      page('/faqs', () => import('./routes/faqs.tsx')),
      page('/terms-conditions', () => import('./routes/terms.tsx')),
      page('/shipping', () => import('./routes/shipping.tsx')),
      page('/exchange', () => import('./routes/exchange.tsx')),
      page('/privacy', () => import('./routes/privacy.tsx')),
      page('/signup', () => import('./routes/signup.tsx'), noFooter),
      page('/login', () => import('./routes/login.tsx'), noFooter),
      page('/forgot-password', () => import('./routes/forgot-password.tsx'), noFooter),
      page('/enter-otp', () => import('./routes/enter-otp.tsx'), noFooter),
      page('/change-password', () => import('./routes/change-password.tsx'), noFooter),
      // The profile area: guard and frame in the layout; my-orders and my-addresses join later.
      {
        path: '/profile',
        lazy: () => import('./routes/profile-layout.tsx'),
        handle: { navbar: true, footer: true } satisfies LayoutHandle,
        children: [{ index: true, lazy: () => import('./routes/profile.tsx') }],
      },
      page('*', () => import('./routes/not-found.tsx')),
    ],
  },
];

// Layout variants used by routes that later issues add (cart, checkout, account screens).
export const layouts = { noFooter, bare };

export const router = createBrowserRouter(routes);
