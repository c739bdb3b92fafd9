import { NavLink } from 'react-router';
import { LogOut, MapPin, Package, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '#web/components/ui/cx.ts';
import { paths } from '#web/lib/routing/paths.ts';

const links: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.profile, label: 'My Profile', icon: UserRound },
  { to: paths.myOrders, label: 'My Orders', icon: Package },
  { to: paths.myAddresses, label: 'Saved Addresses', icon: MapPin },
];

// Phones: a compact two-by-two grid of buttons; from md: a vertical list in the sidebar. A label
// wraps inside its button when the text is enlarged (200 %), never pushing the page sideways.
const item =
  'flex min-h-11 min-w-0 items-center gap-2 rounded-lg border px-3 py-1.5 text-sm font-medium ' +
  'break-words md:border-0 md:text-base';

/** Profile area links (docs/product.md#profile): My Profile, My Orders, Saved Addresses, Logout. */
export function ProfileNav({ onLogout }: { onLogout: () => void }) {
  return (
    <nav aria-label="My account">
      <ul className="grid grid-cols-2 gap-2 md:flex md:flex-col md:gap-1">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              // My Orders stays marked on an order's own page; My Profile only on its own.
              end={to === paths.profile}
              className={({ isActive }) =>
                cx(
                  item,
                  isActive
                    ? 'border-brand bg-brand-soft font-semibold text-brand-dark'
                    : 'border-line bg-white text-ink hover:bg-surface',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 md:size-5" />
              {/* Its own box, so a long word breaks inside the button at 200 % text. */}
              <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
            </NavLink>
          </li>
        ))}
        <li className="md:mt-2 md:border-t md:border-line md:pt-2">
          <button
            type="button"
            onClick={onLogout}
            className={cx(item, 'w-full border-line bg-white text-danger hover:bg-surface')}
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0 md:size-5" />
            <span className="min-w-0 [overflow-wrap:anywhere]">Logout</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
