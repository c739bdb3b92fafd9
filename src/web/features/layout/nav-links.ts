import { paths } from '#web/lib/routing/paths.ts';

export interface NavLink {
  to: string;
  label: string;
}

/** Top-level pages, shown in the navbar and the side panel. */
export const mainLinks: NavLink[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.ourServices, label: 'Our Services' },
  { to: paths.about, label: 'About Us' },
];

/** The signed-in customer's pages (profile dropdown and side panel). */
export const accountLinks: NavLink[] = [
  { to: paths.myOrders, label: 'My Orders' },
  { to: paths.wishlist, label: 'Wishlist' },
  { to: paths.collabForm, label: 'Collaboration' },
  { to: paths.ticket, label: 'Contact us' },
  { to: paths.myAddresses, label: 'Saved Addresses' },
  { to: paths.profile, label: 'Profile' },
];

/** Help and policy pages (side panel and footer). */
export const helpLinks: NavLink[] = [
  { to: paths.faqs, label: 'FAQs' },
  { to: paths.shipping, label: 'Shipping' },
  { to: paths.exchange, label: 'Exchange' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
];
