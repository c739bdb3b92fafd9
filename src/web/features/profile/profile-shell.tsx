import type { ReactNode } from 'react';
import { Mail, Phone } from 'lucide-react';
import { Container } from '#web/components/ui/container.tsx';
import type { Session } from '#web/lib/session/session.ts';
import { useUserDetails } from './get-user-details.ts';
import { ProfileNav } from './profile-nav.tsx';

interface ProfileShellProps {
  session: Session;
  onLogout: () => void;
  /** More links under the navigation (the clubs a student manages), given by the route. */
  moreNav?: ReactNode;
  children: ReactNode;
}

/**
 * The profile area (docs/product.md#profile): name, e-mail and phone at the top, the side
 * navigation, and the page. Phones get a compact header and a row of links; from md a sidebar.
 */
export function ProfileShell({ session, onLogout, moreNav, children }: ProfileShellProps) {
  const { data } = useUserDetails(session.email);
  const name = data?.name || session.name;
  const phone = data ? data.phoneNumber : session.phone;
  return (
    <Container width="default" className="py-4 md:py-10">
      <div className="flex flex-col gap-5 md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:items-start md:gap-8">
        <aside className="flex flex-col gap-4 md:sticky md:top-24 md:rounded-card md:border md:border-line md:p-4">
          <div className="flex items-center gap-3 md:flex-col md:items-start">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white uppercase md:size-14 md:text-xl"
            >
              {name.trim().charAt(0) || '?'}
            </span>
            <div className="w-full min-w-0 text-sm">
              <p className="text-base font-semibold break-words text-ink">{name}</p>
              <p className="flex items-start gap-1.5 text-muted">
                <Mail aria-hidden="true" className="mt-[0.2rem] size-3.5 shrink-0" />
                <span className="sr-only">Email: </span>
                <span className="min-w-0 break-all">{data?.email ?? session.email}</span>
              </p>
              <p className="flex items-center gap-1.5 text-muted">
                <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only">Phone: </span>
                {phone || '—'}
              </p>
            </div>
          </div>
          <ProfileNav onLogout={onLogout} />
          {moreNav}
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </Container>
  );
}
