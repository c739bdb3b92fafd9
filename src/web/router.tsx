import type { RouteObject } from 'react-router';
import type { LayoutHandle } from './lib/layout-handle.ts';
import { paths } from './lib/paths.ts';
import type { adminPages } from './routes/admin-pages.ts';

/**
 * The app's route table (main.tsx makes the browser router from it; web tests render it in a
 * memory router). Every screen is a lazy route module under routes/ exporting `Component` (and
 * optionally `loader`, `ErrorBoundary`); every path comes from lib/paths.ts. Navbar and footer
 * visibility is declared here, per route, in `handle` (docs/product.md#layout), and read by the
 * root layout.
 */
const page = (
  path: string,
  load: () => Promise<Record<string, unknown>>,
  layout: LayoutHandle = { navbar: true, footer: true },
): RouteObject => ({ path, lazy: load as RouteObject['lazy'], handle: layout });

/** An admin page, through the one lazy chunk of admin route modules (routes/admin-pages.ts). */
const admin = (name: keyof typeof adminPages) => (): Promise<Record<string, unknown>> =>
  import('./routes/admin-pages.ts').then((m) => m.adminPages[name]());

const noFooter: LayoutHandle = { navbar: true, footer: false };
const bare: LayoutHandle = { navbar: false, footer: false };

export const routes: RouteObject[] = [
  {
    lazy: () => import('./routes/root-layout.tsx'),
    // Nothing to show before the first lazy route resolves; the HTML shell paints the background.
    HydrateFallback: () => null,
    children: [
      page(paths.home, () => import('./routes/home.tsx')),
      page(paths.shop, () => import('./routes/shop.tsx')),
      page(paths.product.pattern, () => import('./routes/product.tsx')),
      page(paths.productNotFound, () => import('./routes/product-not-found.tsx')),
      page(paths.wishlist, () => import('./routes/wishlist.tsx'), noFooter),
      page(paths.cart, () => import('./routes/cart.tsx'), bare),
      page(paths.address, () => import('./routes/address.tsx'), bare),
      page(paths.payment, () => import('./routes/payment.tsx'), bare),
      page(paths.paymentValid.pattern, () => import('./routes/payment-valid.tsx'), bare),
      page(paths.ourServices, () => import('./routes/our-services.tsx')),
      page(paths.about, () => import('./routes/about.tsx')),
      page(paths.faqs, () => import('./routes/faqs.tsx')),
      page(paths.terms, () => import('./routes/terms.tsx')),
      page(paths.shipping, () => import('./routes/shipping.tsx')),
      page(paths.exchange, () => import('./routes/exchange.tsx')),
      page(paths.privacy, () => import('./routes/privacy.tsx')),
      page(paths.signup, () => import('./routes/signup.tsx'), noFooter),
      page(paths.login, () => import('./routes/login.tsx'), noFooter),
      page(paths.forgotPassword, () => import('./routes/forgot-password.tsx'), noFooter),
      page(paths.enterOtp, () => import('./routes/enter-otp.tsx'), noFooter),
      page(paths.changePassword, () => import('./routes/change-password.tsx'), noFooter),
      page(paths.ticket, () => import('./routes/ticket.tsx'), noFooter),
      page(paths.collabForm, () => import('./routes/collab-form.tsx'), noFooter),
      // The profile area: guard and frame in the layout, its pages inside.
      {
        path: paths.profile,
        lazy: () => import('./routes/profile-layout.tsx'),
        handle: { navbar: true, footer: true } satisfies LayoutHandle,
        children: [
          { index: true, lazy: () => import('./routes/profile.tsx') },
          { path: paths.myOrders, lazy: () => import('./routes/my-orders.tsx') },
          { path: paths.myOrder.pattern, lazy: () => import('./routes/my-order.tsx') },
          { path: paths.myAddresses, lazy: () => import('./routes/my-addresses.tsx') },
        ],
      },
      // Admin pages: each loader sends anyone but the admin home before any data loads.
      page(paths.addProduct, admin('addProduct')),
      page(paths.updateProduct.pattern, admin('updateProduct')),
      page(paths.allOrders, admin('allOrders')),
      page(paths.pickList, admin('pickList'), bare),
      page(paths.inbox, admin('inbox')),
      page(paths.problems, admin('problems')),
      page('*', () => import('./routes/not-found.tsx')),
    ],
  },
];
