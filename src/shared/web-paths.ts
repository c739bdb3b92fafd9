/**
 * Every path of the web app in one place, the column of the page table (web-pages.ts) that the
 * web's first load carries: the web's links (through web/lib/routing/paths.ts) and its route table
 * (src/web/router.tsx) use these, and the server answers 404 for a page address that matches
 * none of them. A path with parameters is a function for links with the router's pattern
 * on it (`paths.updateProduct(7)` is '/updateProduct/7', `paths.updateProduct.pattern` is
 * '/updateProduct/:productId'). Product links come from `productPath` (#shared/rules/slug.ts,
 * which the server's sitemap uses too); `paths.product` is its pattern.
 */
function withParams<Args extends (string | number)[]>(pattern: string) {
  const fill = (...args: Args) => {
    let i = 0;
    return pattern.replace(/:\w+/g, () => encodeURIComponent(String(args[i++])));
  };
  return Object.assign(fill, { pattern });
}

/** The pages of a club's drop under `/club/{slug}/drops/{dropId}/`. */
export const CLUB_DROP_VIEWS = ['print', 'roster', 'bagging'] as const;
export type ClubDropView = (typeof CLUB_DROP_VIEWS)[number];

export const paths = {
  home: '/',
  shop: '/shop',
  product: withParams<[slug: string, productId: number | string]>('/products/:slug/:productId'),
  productNotFound: '/productNotFound',
  wishlist: '/wishlist',
  cart: '/cart',
  address: '/address',
  payment: '/payment',
  paymentValid: withParams<[paymentRef: string]>('/paymentValid/:paymentRef'),
  signup: '/signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  enterOtp: '/enter-otp',
  changePassword: '/change-password',
  profile: '/profile',
  myOrders: '/profile/my-orders',
  /** An order by its number (`7KQ4-M9X2`); an old link's orderItem_id lands on its order. */
  myOrder: withParams<[orderRef: number | string]>('/profile/my-orders/:orderRef'),
  thankYou: withParams<[orderNumber: string]>('/thank-you/:orderNumber'),
  myAddresses: '/profile/my-addresses',
  ticket: '/ticket',
  collabForm: '/collabForm',
  ourServices: '/ourServices',
  about: '/about',
  faqs: '/faqs',
  terms: '/terms-conditions',
  shipping: '/shipping',
  exchange: '/exchange',
  privacy: '/privacy',
  updateProduct: withParams<[productId: number | string]>('/updateProduct/:productId'),
  addProduct: '/add',
  allOrders: '/allOrders',
  adminOrder: withParams<[orderId: number | string]>('/allOrders/:orderId'),
  pickList: '/pickList',
  inbox: '/inbox',
  problems: '/problems',
  coupons: '/coupons',
  /** A notify-me mail's unsubscribe link (`?token=` the signed token, which logs redact): confirm, then stop the mails. */
  notifyUnsubscribe: '/notify/unsubscribe',
  drops: '/drops',
  /** A drop's print run: orders so far, then the printable sheet (admin). */
  dropPrint: withParams<[dropId: number | string]>('/drops/:dropId/print'),
  /** A club's money (docs/product.md#a-clubs-money): its managers' statements and sales. */
  clubStatements: withParams<[slug: string]>('/club/:slug/statements'),
  clubSales: withParams<[slug: string]>('/club/:slug/sales'),
  /** Every club's statement; `?club={slug}`: one club's payouts and statements (admin). */
  adminClubMoney: '/admin/club-money',
  /** Clubs' drafts waiting to be published (admin). */
  clubDrafts: '/club-drafts',
  /** A club's products, drafts too, for its managers (docs/product.md#clubs). */
  clubProducts: withParams<[slug: string]>('/club/:slug/products'),
  clubProductNew: withParams<[slug: string]>('/club/:slug/products/new'),
  clubProductEdit: withParams<[slug: string, productId: number | string]>(
    '/club/:slug/products/:productId',
  ),
  clubDrops: withParams<[slug: string]>('/club/:slug/drops'),
  /**
   * One of the club's drops for its managers, as the admin's pages: its print run (`print`),
   * roster and bagging list. One page for the three: each route costs every first load.
   */
  clubDrop: withParams<[slug: string, dropId: number | string, view: ClubDropView]>(
    '/club/:slug/drops/:dropId/:view',
  ),
  clubOrders: withParams<[slug: string]>('/club/:slug/orders'),
  clubInbox: withParams<[slug: string]>('/club/:slug/inbox'),
  /** The admin's clubs (docs/product.md#clubs): the list, and one club and its managers. */
  adminClubs: '/admin/clubs',
  /**
   * One club; `new` for a new club (one page less on every first load), where the inbox's
   * `?application=&name=&email=` carry an application over.
   */
  adminClub: withParams<[clubId: number | 'new']>('/admin/clubs/:clubId'),
  /** A club's dashboard for its managers: the Overview tab (the other tabs are pages below it). */
  clubDashboard: withParams<[slug: string]>('/club/:slug'),
  /** A manager's invitation link; the token is a secret (logs redact it). */
  clubInvite: withParams<[token: string]>('/club-invite/:token'),
  /** The clubs that sell here, and each club's page (docs/product.md#a-clubs-page). */
  clubs: '/clubs',
  clubPage: withParams<[slug: string]>('/clubs/:slug'),
  /** A drop's roster: its members, who ordered what, reminders (admin). */
  dropRoster: withParams<[dropId: number | string]>('/drops/:dropId/roster'),
  /** A drop's bagging list once sent to print, and its bags handed over by code (admin). */
  dropBagging: withParams<[dropId: number | string]>('/drops/:dropId/bagging'),
} as const;
