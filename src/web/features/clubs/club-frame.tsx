import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { Container } from '#web/components/ui/container.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

/** The pages of a club's catalogue its managers move between. */
const clubLinks = (slug: string) => [
  { to: paths.clubProducts(slug), label: 'Products' },
  { to: paths.clubDrops(slug), label: 'Drops' },
  { to: paths.clubOrders(slug), label: 'Orders' },
  { to: paths.clubInbox(slug), label: 'Inbox' },
];

/**
 * The frame of a club manager's catalogue pages (/club/{slug}/products, drops, orders, inbox):
 * a heading, a way back and the club's pages. The club's dashboard frame takes these pages in
 * as its tabs.
 */
export function ClubFrame({
  slug,
  title,
  back,
  actions,
  children,
  width = 'default',
}: {
  slug: string;
  title: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
}) {
  useDocumentTitle(title);
  return (
    <Container width={width} className="py-6 sm:py-8">
      <p className="mb-3 text-sm">
        <Link
          to={back?.to ?? paths.profile}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          ← {back?.label ?? 'Back to your profile'}
        </Link>
      </p>
      <nav aria-label="Club" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {clubLinks(slug).map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end
                className={({ isActive }) =>
                  cx(
                    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap',
                    isActive
                      ? 'border-brand bg-brand text-white'
                      : 'border-line bg-white text-ink hover:bg-surface',
                  )
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {children}
    </Container>
  );
}
