import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { Menu } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { useSession } from '#web/lib/session/session.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { BrandMark } from './brand-mark.tsx';
import { mainLinks } from './nav-links.ts';
import { useLogout } from '#web/lib/session/use-logout.ts';
import type { AccountIcons } from './signed-in-actions.tsx';

// The drawer (and the dialog library under it) loads on first use, not with every page.
const loadSidePanel = () => import('./side-panel.tsx');
const SidePanel = lazy(() => loadSidePanel().then((m) => ({ default: m.SidePanel })));
// Signed-in visitors' part of the bar (icons with counts, profile menu) stays out of the guests'
// first load; its placeholder keeps the bar's layout while it loads.
const SignedInActions = lazy(() =>
  import('./signed-in-actions.tsx').then((m) => ({ default: m.SignedInActions })),
);

/**
 * The top bar (docs/product.md#layout): menu, wordmark, main links, and login or the account icons.
 */
export function Navbar({ accountIcons }: { accountIcons?: AccountIcons }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);
  const session = useSession();
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container width="wide" className="flex h-16 items-center gap-2">
        <button
          type="button"
          onClick={() => {
            setPanelUsed(true);
            setPanelOpen(true);
          }}
          onPointerEnter={() => void loadSidePanel()}
          onFocus={() => void loadSidePanel()}
          aria-label="Open menu"
          aria-haspopup="dialog"
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <BrandMark className="min-w-0" />

        <nav aria-label="Main" className="mx-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end
                  className={({ isActive }) =>
                    cx(
                      'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium',
                      isActive ? 'text-brand' : 'text-ink hover:text-brand',
                    )
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* As wide for a guest as for a customer's icons: a page the server drew (as a guest)
            keeps its navbar still when a signed-in visitor's icons replace the login button. */}
        <div className="ml-auto flex min-w-[132px] shrink-0 items-center justify-end sm:gap-1 md:ml-0">
          {session ? (
            <Suspense fallback={<span className="h-11 w-[132px]" aria-hidden="true" />}>
              <SignedInActions session={session} onLogout={logout} accountIcons={accountIcons} />
            </Suspense>
          ) : (
            <>
              <span className="hidden pr-2 text-sm text-muted lg:inline">Hi, GUEST</span>
              <ButtonLink to={paths.login} size="sm" className="min-h-11 px-3 whitespace-nowrap">
                Login/Signup
              </ButtonLink>
            </>
          )}
        </div>
      </Container>
      {panelUsed && (
        <Suspense>
          <SidePanel
            open={panelOpen}
            onOpenChange={setPanelOpen}
            session={session}
            onLogout={logout}
          />
        </Suspense>
      )}
    </header>
  );
}
