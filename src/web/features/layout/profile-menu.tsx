import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LogOut } from 'lucide-react';
import { adminLinks } from '#web/lib/routing/admin-links.ts';
import type { Session } from '#web/lib/session/session.ts';
import { firstName, isAdmin } from '#web/lib/session/session.ts';
import { accountLinks } from './nav-links.ts';

interface ProfileMenuProps {
  session: Session;
  onLogout: () => void;
}

/** The profile initial with its dropdown of account pages (a disclosure: button + list). */
export function ProfileMenu({ session, onLogout }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const name = firstName(session);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-11 items-center justify-center rounded-full"
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-brand text-sm font-bold text-white uppercase">
          {name.charAt(0)}
        </span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-56 rounded-card border border-line bg-white py-2 shadow-lg"
      >
        <div className="px-4 pt-1 pb-2">
          <p className="truncate text-sm font-semibold text-ink">Hi, {name}</p>
          <p className="truncate text-xs text-muted">{session.email}</p>
        </div>
        <ul>
          {accountLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="flex min-h-11 items-center px-4 text-sm hover:bg-surface">
                {l.label}
              </Link>
            </li>
          ))}
          {isAdmin(session) && (
            <li className="mt-1 border-t border-line pt-1">
              <p className="px-4 pt-1 text-xs font-semibold text-muted uppercase">Admin</p>
              <ul>
                {adminLinks.map((l) => (
                  <li key={l.to}>
                    <Link
                      to={l.to}
                      className="flex min-h-11 items-center px-4 text-sm hover:bg-surface"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          )}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              onClick={onLogout}
              className="flex min-h-11 w-full items-center gap-2 px-4 text-sm text-danger hover:bg-surface"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
