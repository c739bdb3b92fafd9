import { useLoaderData } from 'react-router';
import { NO_PREFILL } from '#web/features/forms/form-choices.ts';
import { TicketScreen } from '#web/features/forms/ticket-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { loadContactDetails } from '#web/features/profile/contact-details.ts';
import { checkSession } from '#web/lib/session/route-guards.ts';

/** /ticket: Contact us, open to everyone; a signed-in customer's details are filled in. */
export async function loader() {
  return { prefill: (await loadContactDetails(checkSession('ticket'))) ?? NO_PREFILL };
}

export function Component() {
  const { prefill } = useLoaderData<typeof loader>();
  return <TicketScreen prefill={prefill} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
