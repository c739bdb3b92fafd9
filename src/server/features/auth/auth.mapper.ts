import type { LoginReply, SignedInMessageReply } from '#shared/contract/auth.ts';
import type { Outcome } from '../../lib/replies.ts';
import type { SignedIn } from './auth.service.ts';

/** The contract's login reply (`userName`, `userPhone`) from a started session. */
export function toLoginReply(session: SignedIn): Omit<LoginReply, 'status'> {
  return {
    accessToken: session.accessToken,
    email: session.email,
    userName: session.name,
    userPhone: session.phone,
    message: 'Logged in successfully',
  };
}

/** A sign-up's or a password reset's reply: its message and the session it started. */
export function toSignedInReply(outcome: Outcome & SignedIn): Omit<SignedInMessageReply, 'status'> {
  return {
    message: outcome.message,
    accessToken: outcome.accessToken,
    email: outcome.email,
    userName: outcome.name,
    userPhone: outcome.phone,
  };
}
