import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { api } from '#web/lib/api/api-client.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { loginUrl } from '#web/lib/session/login-url.ts';
import { sameEmail } from '#web/lib/session/token-claims.ts';
import { useSession } from '#web/lib/session/session.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { clubKeys, inviteCheckQuery } from './club-api.ts';

const STATE_TEXT = {
  accepted: 'This invitation was already accepted.',
  expired: 'This invitation has expired. Ask the shop admin to invite you again.',
  revoked: 'This invitation was withdrawn by the shop admin.',
} as const;

/**
 * `/club-invite/{token}`: what the link invites to; the invitee signs in (or signs up) with the
 * invited e-mail, comes back here and accepts (docs/product.md#clubs).
 */
export function InviteScreen({ token }: { token: string }) {
  useDocumentTitle('Club invitation');
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useQuery(inviteCheckQuery(token));
  const [problem, setProblem] = useState('');
  const accept = useMutation({
    mutationFn: () => api('club-invite/accept', { body: { token } }),
    onSuccess: async (reply) => {
      notify.success(reply.message);
      await queryClient.invalidateQueries({ queryKey: clubKeys.all });
      await navigate(paths.clubDashboard(reply.clubSlug));
    },
    onError: (e) => setProblem(e.message),
  });

  let body;
  if (check.isPending) body = <Skeleton className="h-40 w-full" />;
  else if (check.error)
    body = (
      <p role="alert" className="text-danger">
        {check.error.message}
      </p>
    );
  else {
    const invite = check.data;
    const other = session && !sameEmail(session.email, invite.email);
    body = (
      <>
        <p className="text-lg text-ink">
          You are invited to manage <strong>{invite.clubName}</strong>&apos;s store: its products,
          drops, orders and sales.
        </p>
        {invite.state !== 'pending' ? (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 font-medium text-danger">
            {STATE_TEXT[invite.state]}
          </p>
        ) : !session ? (
          <>
            <p className="text-muted">
              Sign in with <strong className="text-ink">{invite.email}</strong>, or sign up with it
              if you have no account yet, to accept.
            </p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={loginUrl(pathname)}>Sign in</ButtonLink>
              <ButtonLink
                to={`${paths.signup}?next=${encodeURIComponent(pathname)}`}
                variant="outline"
              >
                Sign up
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            {other && (
              <p className="rounded-lg bg-surface px-3 py-2 text-sm text-ink">
                This invitation is for <strong>{invite.email}</strong>, and you are signed in as{' '}
                {session.email}. Sign out and sign in with the invited address to accept it.
              </p>
            )}
            <div>
              <Button size="lg" loading={accept.isPending} onClick={() => accept.mutate()}>
                Accept and open the dashboard
              </Button>
            </div>
          </>
        )}
        {problem && (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 font-medium text-danger">
            {problem}
          </p>
        )}
      </>
    );
  }
  return (
    <Container width="narrow" className="flex flex-col gap-4 py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Club invitation</h1>
      {body}
    </Container>
  );
}
