import type { PageName } from '#shared/web-pages.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * The club dashboard's tabs, in order: each a page under `/club/{slug}` that draws itself in
 * ClubFrame. A tab is listed only once its page exists: a club part adds its page to the page
 * table (web-pages.ts) and one entry here.
 */
export const clubTabs: readonly { page: PageName; label: string; to: (slug: string) => string }[] =
  [{ page: 'clubDashboard', label: 'Overview', to: (slug) => paths.clubDashboard(slug) }];
