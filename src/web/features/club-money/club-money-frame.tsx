import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/lib/routing/paths.ts';
import { Container } from '#web/components/ui/container.tsx';

/**
 * The frame of a club's money pages until the club dashboard's own frame holds them: the
 * club's name, its share, and links between Statements and Sales.
 */
export function ClubMoneyFrame({
  slug,
  club,
  current,
  children,
}: {
  slug: string;
  club?: { name: string; sharePercent: number } | undefined;
  current: 'statements' | 'sales';
  children: ReactNode;
}) {
  const tab = (to: string, label: string, on: boolean) => (
    <Link
      to={to}
      aria-current={on ? 'page' : undefined}
      className={`rounded-full px-3 py-1.5 text-sm font-medium ${on ? 'bg-ink text-white' : 'text-ink hover:bg-line/60'}`}
    >
      {label}
    </Link>
  );
  return (
    <Container className="flex flex-col gap-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">
          {club?.name ?? 'Club'} · {current === 'statements' ? 'Statements' : 'Sales'}
        </h1>
        {club && (
          <p className="text-sm text-muted">
            The club earns {club.sharePercent}% of what each of its items is charged.
          </p>
        )}
        <nav aria-label="Club money" className="flex gap-2">
          {tab(paths.clubStatements(slug), 'Statements', current === 'statements')}
          {tab(paths.clubSales(slug), 'Sales', current === 'sales')}
        </nav>
      </header>
      {children}
    </Container>
  );
}
