import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Container } from '#web/components/ui/container.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { adminLinks } from '#web/lib/routing/admin-links.ts';

/** The frame of every admin page: its title, the admin's sections and the page. */
export function AdminFrame({
  title,
  actions,
  children,
  width = 'default',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
}) {
  useDocumentTitle(title);
  return (
    <Container width={width} className="py-6 sm:py-8">
      <nav aria-label="Admin" className="mb-4 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {adminLinks.map((l) => (
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
