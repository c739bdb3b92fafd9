import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Container } from '#web/components/ui/container.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { RoundImage } from '#web/components/ui/round-image.tsx';
import { clubTabs } from './club-tabs.ts';
import { useClubOverview } from './club-api.ts';

/**
 * The frame of every club dashboard page (`/club/{slug}/…`): the club's name and logo, the tabs
 * (club-tabs.ts) and the page. Its loader has asked clubs/{slug}/overview, so the name is there.
 */
export function ClubFrame({
  slug,
  title,
  children,
}: {
  slug: string;
  title: string;
  children: ReactNode;
}) {
  const { data } = useClubOverview(slug);
  const name = data?.club.name ?? '';
  useDocumentTitle(name ? `${title} · ${name}` : title);
  return (
    <Container className="py-6 sm:py-8">
      <header className="mb-4 flex items-center gap-3">
        <RoundImage name={name} src={data?.club.logoUrl ?? ''} className="size-12 text-lg" />
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted uppercase">Club dashboard</p>
          <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{name}</h1>
        </div>
      </header>
      <nav aria-label="Club dashboard" className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {clubTabs.map((tab) => (
            <li key={tab.page}>
              <NavLink
                to={tab.to(slug)}
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
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Container>
  );
}
