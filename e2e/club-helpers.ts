import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, postOk } from './account-helpers.ts';

/**
 * A club made by the admin's call, its manager invited by e-mail and accepting with the mailed
 * link's token (the calls behind the club form and the invitation page). `token` is the
 * invitee's session.
 */
export async function makeClubManagedBy(
  request: APIRequestContext,
  { email, token }: { email: string; token: string },
  club: { slug: string; name: string; tag: string; selfPublish?: boolean },
) {
  const admin = await apiLogin(request, ADMIN);
  await postOk(
    request,
    'admin/clubs/create',
    {
      club: { ...club, sharePercent: '10', payoutMethod: 'upi', upiId: 'club@okaxis' },
      inviteEmail: email,
    },
    admin.token,
  );
  const invitation = (await invitationPath(request, email)).replace('/club-invite/', '');
  await postOk(request, 'club-invite/accept', { token: invitation }, token);
}

/** The invitation link mailed to `email` (dev mailbox), as a path. */
export async function invitationPath(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
      const text = messages.find((m) => m.kind === 'club-invitation')?.text ?? '';
      path = /\/club-invite\/[\w-]+/.exec(text)?.[0];
      return path;
    })
    .toBeTruthy();
  return path!;
}
