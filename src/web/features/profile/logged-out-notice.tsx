import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { MSG } from '#shared/contract/messages.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * Shown in place of the profile area when the session ends while it is open (e.g. logout in
 * another tab). Whoever ended it (logout, expiry) navigates on; this only avoids a blank page.
 */
export function LoggedOutNotice() {
  return (
    <Container width="narrow" className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold">{MSG.pleaseLoginPage}</p>
      <ButtonLink to={paths.login}>Login</ButtonLink>
    </Container>
  );
}
