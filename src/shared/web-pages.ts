import { paths } from './web-paths.ts';

// The web app's page table: for each page its path (web-paths.ts, the one column the web's first
// load carries), the route module that draws it, and what the server starts for it before the
// app's code runs. The web's router is written out from it at build time (vite.page-routes.ts),
// and the server preloads the modules by the same names (features/site/preloads.ts), which are
// the keys of the build's manifest; it answers 404 for an address no page has (isWebPage).

/** A page's name: its key in `paths` and in the table below. */
export type PageName = keyof typeof paths;

/** A route module: its source file under src/web, the name Vite's manifest gives its chunk. */
export type RouteModule = `routes/${string}.tsx`;

export interface WebPage {
  /** The module the router loads lazily for the page (it exports `Component`, maybe `loader`). */
  module: RouteModule;
  /** What of the navbar and footer the page leaves out (docs/product.md#layout); none if unset. */
  hides?: 'footer' | 'navbar and footer';
  /** The layout route the page renders in, inside the root layout. */
  within?: Exclude<keyof typeof layoutModules, 'root'>;
  /**
   * Admin only: its module loads through one chunk of the admin's modules. Every lazy module adds
   * its list of chunk files to the preload table in the entry chunk, which every visitor
   * downloads first; the admin pages then cost the entry one entry instead of one per page (the
   * first-load budget of /, scripts/check-first-load.ts), and the admin one small request.
   */
  admin?: true;
  /**
   * A club manager's page (the club dashboard's tabs, the invitation): loaded through one chunk
   * of the club pages' modules, as the admin's are, for the same first-load budget.
   */
  club?: true;
  /**
   * A landing page (Home, Shop, product pages, a club's page): the server draws its first paint
   * (docs/decisions/011) and, when it cannot, preloads its route module.
   */
  landing?: true;
  /**
   * A signed-in page people open straight from a link or a bookmark: its API calls (each with
   * body `{email}`) that public/early-data.js starts while the app's code downloads, and the
   * modules it shows at once besides its route modules (the footer, on a short page). The
   * server preloads these modules and the page's route modules, layout first. `orderCalls` are
   * asked with body `{orderNumber}`, the order number the page's address ends with (the order
   * page and the thank-you page), when it is in its written form.
   */
  early?: {
    calls: readonly string[];
    orderCalls?: readonly string[];
    alsoModules?: readonly string[];
  };
}

/** The layout routes: every page renders in the root layout, the profile's pages in theirs too. */
export const layoutModules = {
  root: 'routes/root-layout.tsx',
  profile: 'routes/profile-layout.tsx',
} as const satisfies Record<string, RouteModule>;

/** The page of every address no page has. */
export const notFoundModule: RouteModule = 'routes/not-found.tsx';

export const webPages = {
  home: { module: 'routes/home.tsx', landing: true },
  shop: { module: 'routes/shop.tsx', landing: true },
  product: { module: 'routes/product.tsx', landing: true },
  productNotFound: { module: 'routes/product-not-found.tsx' },
  wishlist: { module: 'routes/wishlist.tsx', hides: 'footer' },
  cart: {
    module: 'routes/cart.tsx',
    early: { calls: ['products/getProductsInCart'] },
    hides: 'navbar and footer',
  },
  address: { module: 'routes/address.tsx', hides: 'navbar and footer' },
  payment: { module: 'routes/payment.tsx', hides: 'navbar and footer' },
  paymentValid: { module: 'routes/payment-valid.tsx', hides: 'navbar and footer' },
  signup: { module: 'routes/signup.tsx', hides: 'footer' },
  login: { module: 'routes/login.tsx', hides: 'footer' },
  forgotPassword: { module: 'routes/forgot-password.tsx', hides: 'footer' },
  enterOtp: { module: 'routes/enter-otp.tsx', hides: 'footer' },
  changePassword: { module: 'routes/change-password.tsx', hides: 'footer' },
  profile: { module: 'routes/profile.tsx', within: 'profile' },
  myOrders: {
    module: 'routes/my-orders.tsx',
    within: 'profile',
    early: {
      calls: ['auth/get-user-details', 'products/my-orders'],
      alsoModules: ['features/layout/footer.tsx'],
    },
  },
  myOrder: {
    module: 'routes/my-order.tsx',
    within: 'profile',
    early: { calls: ['auth/get-user-details'], orderCalls: ['products/my-order'] },
  },
  thankYou: {
    module: 'routes/thank-you.tsx',
    early: {
      calls: [],
      orderCalls: ['products/my-order'],
      alsoModules: ['features/layout/footer.tsx'],
    },
  },
  myAddresses: { module: 'routes/my-addresses.tsx', within: 'profile' },
  ticket: { module: 'routes/ticket.tsx', hides: 'footer' },
  collabForm: { module: 'routes/collab-form.tsx', hides: 'footer' },
  ourServices: { module: 'routes/our-services.tsx' },
  about: { module: 'routes/about.tsx' },
  faqs: { module: 'routes/faqs.tsx' },
  terms: { module: 'routes/terms.tsx' },
  shipping: { module: 'routes/shipping.tsx' },
  exchange: { module: 'routes/exchange.tsx' },
  privacy: { module: 'routes/privacy.tsx' },
  updateProduct: { module: 'routes/update-product.tsx', admin: true },
  addProduct: { module: 'routes/add-product.tsx', admin: true },
  allOrders: { module: 'routes/all-orders.tsx', admin: true },
  adminOrder: { module: 'routes/admin-order.tsx', admin: true },
  pickList: { module: 'routes/pick-list.tsx', admin: true, hides: 'navbar and footer' },
  inbox: { module: 'routes/inbox.tsx', admin: true },
  problems: { module: 'routes/problems.tsx', admin: true },
  coupons: { module: 'routes/coupons.tsx', admin: true },
  notifyUnsubscribe: { module: 'routes/notify-unsubscribe.tsx', hides: 'footer' },
  drops: { module: 'routes/drops.tsx', admin: true },
  dropPrint: { module: 'routes/drop-print.tsx', admin: true, hides: 'navbar and footer' },
  clubStatements: { module: 'routes/club-statements.tsx', club: true },
  clubSales: { module: 'routes/club-sales.tsx', club: true },
  adminClubMoney: { module: 'routes/admin-club-money.tsx', admin: true },
  clubDrafts: { module: 'routes/club-drafts.tsx', admin: true },
  clubProducts: { module: 'routes/club-products.tsx', club: true },
  clubProductNew: { module: 'routes/club-product-new.tsx', club: true },
  clubProductEdit: { module: 'routes/club-product-edit.tsx', club: true },
  clubDrops: { module: 'routes/club-drops.tsx', club: true },
  // Printable (the print run, the bagging list), so no navbar or footer; the club's tabs stay.
  clubDrop: { module: 'routes/club-drop.tsx', club: true, hides: 'navbar and footer' },
  clubOrders: { module: 'routes/club-orders.tsx', club: true },
  clubInbox: { module: 'routes/club-inbox.tsx', club: true },
  adminClubs: { module: 'routes/admin-clubs.tsx', admin: true },
  adminClub: { module: 'routes/admin-club.tsx', admin: true },
  clubDashboard: { module: 'routes/club-dashboard.tsx', club: true, hides: 'footer' },
  clubInvite: { module: 'routes/club-invite.tsx', club: true, hides: 'footer' },
  clubs: { module: 'routes/clubs.tsx' },
  clubPage: { module: 'routes/club-page.tsx', landing: true },
  dropRoster: { module: 'routes/drop-roster.tsx', admin: true },
  dropBagging: { module: 'routes/drop-bagging.tsx', admin: true, hides: 'navbar and footer' },
} as const satisfies Record<PageName, WebPage>;

/** Every page's name, in the table's order. */
export const pageNames = Object.keys(webPages) as PageName[];

/** A page's route pattern ('/products/:slug/:productId', '/shop', …). */
export const pagePattern = (name: PageName): string => {
  const path = paths[name];
  return typeof path === 'string' ? path : path.pattern;
};

/** The route pattern of every web page. */
export const pagePatterns: readonly string[] = pageNames.map(pagePattern);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const segmentRegex = (part: string) => (part.startsWith(':') ? '[^/]+' : escapeRegex(part));
const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.split('/').map(segmentRegex).join('/')}/?$`, 'i');
const pageRegexes = pagePatterns.map(patternRegex);

/**
 * Whether the web app has a page at this address (path only), matched as its router does:
 * letter case ignored, a trailing slash allowed, a `:parameter` any one non-empty segment.
 */
export const isWebPage = (pathname: string) => pageRegexes.some((re) => re.test(pathname));

/**
 * A page's address as the server gives its data and its head (site/page-meta.ts,
 * site/initial-data.ts), stricter than the router: letter case as linked, an id (a `…Id`
 * parameter) digits only, and a trailing slash only after a parameter.
 */
const exactRegex = (pattern: string) => {
  const segments = pattern
    .split('/')
    .map((part) => (/^:\w+Id$/.test(part) ? '\\d+' : segmentRegex(part)));
  return new RegExp(`^${segments.join('/')}${pattern.includes(':') ? '/?' : ''}$`);
};
const exactRegexes = new Map(pageNames.map((name) => [name, exactRegex(pagePattern(name))]));

/** The page at exactly this address (exactRegex), of those `wanted` picks. */
export function pageAt(
  pathname: string,
  wanted: (page: WebPage) => boolean,
): { name: PageName; page: WebPage } | undefined {
  for (const name of pageNames) {
    const page: WebPage = webPages[name];
    if (wanted(page) && exactRegexes.get(name)?.test(pathname)) return { name, page };
  }
  return undefined;
}
