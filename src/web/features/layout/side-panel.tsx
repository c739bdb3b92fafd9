import { NavLink } from 'react-router';
import { LogIn, LogOut } from 'lucide-react';
import { Drawer } from '#web/components/ui/drawer.tsx';
import { cx } from '#web/components/ui/cx.ts';
import type { Session } from '#web/lib/session/session.ts';
import { firstName } from '#web/lib/session/session.ts';
import { paths } from '#web/lib/routing/paths.ts';
import type { NavLink as Item } from './nav-links.ts';
import { accountLinks, helpLinks, mainLinks } from './nav-links.ts';

interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: Session | null;
  onLogout: () => void;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex min-h-11 items-center rounded-lg px-3 text-base',
    isActive ? 'bg-brand-soft font-semibold text-brand-dark' : 'text-ink hover:bg-surface',
  );

function Section({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: Item[];
  onNavigate: () => void;
}) {
  return (
    <nav aria-label={title} className="border-b border-line px-2 py-3 last:border-b-0">
      <h3 className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
        {title}
      </h3>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end onClick={onNavigate} className={itemClass}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The menu drawer: every page of the shop, reachable on phones and desktops alike. */
export function SidePanel({ open, onOpenChange, session, onLogout }: SidePanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title="Menu"
      hideTitle
      header={<p className="text-base font-semibold">Hi, {firstName(session)}</p>}
    >
      <Section title="Shop" links={mainLinks} onNavigate={close} />
      {session && <Section title="My account" links={accountLinks} onNavigate={close} />}
      <Section title="Help" links={helpLinks} onNavigate={close} />
      <div className="px-2 py-3">
        {session ? (
          <button
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
            className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-base text-danger hover:bg-surface"
          >
            <LogOut aria-hidden="true" className="size-5" />
            Logout
          </button>
        ) : (
          <NavLink to={paths.login} onClick={close} className={itemClass}>
            <LogIn aria-hidden="true" className="mr-2 size-5" />
            Login/Signup
          </NavLink>
        )}
      </div>
    </Drawer>
  );
}
