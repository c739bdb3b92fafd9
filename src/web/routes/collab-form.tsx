import { useLoaderData } from 'react-router';
import { CollabScreen } from '#web/features/forms/collab-screen.tsx';
import { NO_PREFILL } from '#web/features/forms/form-choices.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { loadContactDetails } from '#web/features/profile/contact-details.ts';
import { checkSession } from '#web/lib/session/route-guards.ts';

/** /collabForm: the collaboration application; a signed-in customer's details are filled in. */
export async function loader() {
  return { prefill: (await loadContactDetails(checkSession('collabForm'))) ?? NO_PREFILL };
}

export function Component() {
  const { prefill } = useLoaderData<typeof loader>();
  return <CollabScreen prefill={prefill} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
