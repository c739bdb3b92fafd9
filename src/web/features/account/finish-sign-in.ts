import type { SignedInMessageReply } from '#shared/contract/auth.ts';
import { useSearchParams } from 'react-router';
import { mergeGuestCart } from '#web/lib/guest-cart/guest-cart.ts';
import { safeNext } from '#web/lib/session/login-url.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { setSession, type Session } from '#web/lib/session/session.ts';
import { notify } from '#web/lib/toast/toast.ts';

/**
 * Where the account screens go once the student is signed in: `?next=` (the page that sent them
 * to log in, such as the cart), carried from login to sign-up and through a password reset, or
 * home. `carry` adds it to the next account screen's address.
 */
export function useNext() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const carry = (path: string) =>
    next === paths.home ? path : `${path}?next=${encodeURIComponent(next)}`;
  return { next, carry };
}

/**
 * After a login, a sign-up code or a new password: keeps the session, then brings the cart and
 * wishlist kept on this device into the account (docs/product.md#guest-cart) and says what
 * changed; a failure leaves them on the device for the cart page to try again.
 */
export async function finishSignIn(session: Session): Promise<void> {
  setSession(session);
  try {
    const notes = await mergeGuestCart(session.token);
    if (notes) {
      notify.success(
        notes.length === 0
          ? 'Your cart is now in your account'
          : `Your cart is now in your account. ${notes.join(' ')}`,
      );
    }
  } catch {
    notify.error('Your cart on this device could not be added yet; it is kept here.');
  }
}

/** The session a sign-up code or a new password started (their replies carry it as login's). */
export const sessionOf = (reply: SignedInMessageReply): Session => ({
  token: reply.accessToken ?? '',
  email: reply.email ?? '',
  name: reply.userName ?? '',
  phone: reply.userPhone ?? '',
});
