import type { LoginReply } from '#shared/contract/auth.ts';
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
