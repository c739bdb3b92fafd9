import { paths } from './paths.ts';

/** The admin's pages: the admin frame's tabs, and the profile menu (shown to the admin only). */
export const adminLinks = [
  { to: paths.allOrders, label: 'All orders' },
  { to: paths.addProduct, label: 'Add product' },
  { to: paths.pickList, label: 'Pick list' },
  { to: paths.inbox, label: 'Inbox' },
  { to: paths.problems, label: 'Problems' },
  { to: paths.coupons, label: 'Coupons' },
  { to: paths.drops, label: 'Drops' },
  { to: paths.clubDrafts, label: 'Club drafts' },
  { to: paths.adminClubs, label: 'Clubs' },
];
