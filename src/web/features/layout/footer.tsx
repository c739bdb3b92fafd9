import { Link } from 'react-router';
import { Mail, MapPin, Phone, School } from 'lucide-react';
import { Container } from '#web/components/ui/container.tsx';
import { settings } from '#web/lib/settings/settings.ts';
import { paths } from '#web/lib/routing/paths.ts';
import type { NavLink } from './nav-links.ts';
import { helpLinks } from './nav-links.ts';
import { SellerFooter } from './seller-footer.tsx';
import { InstagramIcon, LinkedinIcon } from './social-icons.tsx';

const columns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { to: paths.shop, label: 'All products' },
      { to: paths.wishlist, label: 'Wishlist' },
      { to: paths.cart, label: 'Cart' },
      { to: paths.myOrders, label: 'My Orders' },
    ],
  },
  { title: 'Help', links: helpLinks },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: paths.ourServices, label: 'Our Services' },
      { to: paths.ticket, label: 'Contact us' },
      { to: paths.collabForm, label: 'Collaborate' },
    ],
  },
];

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const social =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20';

/** Site footer: who we are, link columns, contact details and social links. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ink text-white/80">
      <Container width="wide" className="grid gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <p className="text-xl font-extrabold tracking-tight text-white">{settings.shopName}</p>
          <p className="max-w-xs text-sm leading-relaxed">
            Clothing made on campus, for campus: everyday tees, oversized fits, hoodies and club
            merch for students of {settings.instituteName}.
          </p>
          <div className="flex gap-2">
            <a
              href={settings.instagramUrl}
              aria-label="Instagram"
              target="_blank"
              rel="noopener noreferrer"
              className={social}
            >
              <InstagramIcon className="size-5" />
            </a>
            <a
              href={settings.linkedinUrl}
              aria-label="LinkedIn"
              target="_blank"
              rel="noopener noreferrer"
              className={social}
            >
              <LinkedinIcon className="size-5" />
            </a>
          </div>
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:contents">
          {columns.map((col) => (
            <nav key={col.title} aria-label={`Footer: ${col.title}`}>
              <h2 className="mb-2 text-sm font-semibold tracking-wider text-white uppercase">
                {col.title}
              </h2>
              <ul>
                {col.links.map((l) => (
                  <li key={l.to}>
                    <Link
                      to={l.to}
                      className="inline-flex min-h-10 items-center text-sm hover:text-white hover:underline"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Container>

      <Container width="wide" className="border-t border-white/15 py-6">
        <address className="grid gap-3 text-sm not-italic sm:grid-cols-2 lg:grid-cols-4">
          <a
            href={`mailto:${settings.contactEmail}`}
            className="flex min-h-10 items-center gap-2 break-all hover:text-white"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {settings.contactEmail}
          </a>
          <a
            href={telHref(settings.contactPhone)}
            className="flex min-h-10 items-center gap-2 hover:text-white"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {settings.contactPhone}
          </a>
          <p className="flex min-h-10 items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            Pickup: {settings.pickupPoint}
          </p>
          <p className="flex min-h-10 items-center gap-2">
            <School aria-hidden="true" className="size-4 shrink-0" />
            {settings.instituteName}
          </p>
        </address>
        <SellerFooter />
        <p className="mt-6 text-xs text-white/60">
          © {year} {settings.shopName}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
