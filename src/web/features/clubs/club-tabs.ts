import type { PageName } from '#shared/web-pages.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * The club dashboard's tabs, in order: each a page under `/club/{slug}` that draws itself in
 * ClubFrame. A new club page adds itself to the page table (web-pages.ts) and one entry here.
 */
export const clubTabs: readonly { page: PageName; label: string; to: (slug: string) => string }[] =
  [
    { page: 'clubDashboard', label: 'Overview', to: (slug) => paths.clubDashboard(slug) },
    { page: 'clubProducts', label: 'Products', to: (slug) => paths.clubProducts(slug) },
    { page: 'clubDrops', label: 'Drops', to: (slug) => paths.clubDrops(slug) },
    { page: 'clubOrders', label: 'Orders', to: (slug) => paths.clubOrders(slug) },
    { page: 'clubInbox', label: 'Inbox', to: (slug) => paths.clubInbox(slug) },
    { page: 'clubSales', label: 'Sales', to: (slug) => paths.clubSales(slug) },
    { page: 'clubStatements', label: 'Statements', to: (slug) => paths.clubStatements(slug) },
  ];
