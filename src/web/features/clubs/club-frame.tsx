import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Container } from '#web/components/ui/container.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { RoundImage } from '#web/components/ui/round-image.tsx';
import { clubTabs } from './club-tabs.ts';
import { useClubOverview } from './club-api.ts';

/**
 * The frame of every club dashboard page (`/club/{slug}/…`): the club's name and logo, the tabs
 * (club-tabs.ts), the page's own heading (the club's name is the page's h1) with its actions, and the page. An inner page (a
 * product's form) names the way back to its tab.
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
  const { data } = useClubOverview(slug);
  const name = data?.club.name ?? '';
  useDocumentTitle(name ? `${title} · ${name}` : title);
  // On a phone the tabs scroll sideways: the page's own tab is brought into view, not left
  // off-screen past Orders.
  const tabs = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = tabs.current?.querySelector('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <Container width={width} className="py-6 sm:py-8">
      <header className="mb-4 flex items-center gap-3">
        <RoundImage name={name} src={data?.club.logoUrl ?? ''} className="size-12 text-lg" />
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted uppercase">Club dashboard</p>
          <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{name}</h1>
        </div>
      </header>
      <nav
        ref={tabs}
        aria-label="Club dashboard"
        className="-mx-4 mb-6 overflow-x-auto px-4 print:hidden"
      >
        <ul className="flex gap-2">
          {clubTabs.map((tab) => (
            <li key={tab.page}>
              <NavLink
                to={tab.to(slug)}
                // A tab stays lit on its inner pages (a drop's print run is under Drops).
                end={tab.page === 'clubDashboard'}
                className={({ isActive }) =>
                  cx(
                    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap',
                    isActive
                      ? 'border-brand bg-brand text-white'
                      : 'border-line bg-white text-ink hover:bg-surface',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {back && (
        <p className="mb-3 text-sm print:hidden">
          <Link
            to={back.to}
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            ← {back.label}
          </Link>
        </p>
      )}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink sm:text-2xl">{title}</h2>
        {actions}
      </div>
      {children}
    </Container>
  );
}
