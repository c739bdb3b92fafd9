import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import { addToWishlist } from '../wishlist/index.ts';
import { cartTransaction } from './cart-lock.ts';
import { namesOnSale } from './cart-merge.queries.ts';
import type { CartAddition, GuestCart } from './cart.mapper.ts';
import { addUnderLock } from './cart.service.ts';

/** What a merge did, beyond its message: each line lowered or left out, as a sentence. */
export interface MergeOutcome extends Outcome {
  notes: string[];
}

const ADDED = 'Added to cart';

/**
 * products/merge-guest-cart (docs/product.md#guest-cart): a visitor's cart and wishlist, kept on
 * their device, go into the caller's own cart and wishlist at login or sign-up. Nothing the
 * device sends is trusted: each line is added as ADD TO CART adds it (the same product, size and
 * names join the account's line; the quantity lowered to the stock left, 5 a line, or a drop's
 * cap and per-student limit), a line that cannot be added is left out, and products unknown or
 * off sale are skipped; `notes` tell the student each change. One transaction under the cart
 * lock: a merge is all or nothing, and parallel cart changes wait for it.
 */
export async function mergeGuestCart(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  guest: GuestCart,
): Promise<MergeOutcome> {
  const lines = joinSameLines(guest.lines);
  const wishlist = [...new Set(guest.wishlist)];
  const now = clock();
  return cartTransaction(db, userId, async (tx) => {
    const names = await namesOnSale(tx, [...lines.map((l) => l.productId), ...wishlist]);
    const notes: string[] = [];
    let gone = 0;
    for (const line of lines) {
      const name = names.get(line.productId);
      if (name === undefined) {
        gone += 1;
        continue;
      }
      try {
        const { message } = await addUnderLock(tx, userId, line, now);
        if (message !== ADDED) notes.push(`${name}: ${message.slice(ADDED.length + 2)}`);
      } catch (err) {
        // Every refusal of an addition is thrown before it writes, so the rest can go on.
        if (!(err instanceof DomainError)) throw err;
        const why = err.message.replace(/\.$/, '');
        notes.push(
          err.code === 'CART_LINE_FULL'
            ? `${name}: ${why}.`
            : `${name}: ${why}, so it was left out.`,
        );
      }
    }
    if (gone > 0) {
      notes.push(
        gone === 1
          ? 'One item is no longer on sale, so it was left out.'
          : `${gone} items are no longer on sale, so they were left out.`,
      );
    }
    const listed = wishlist.filter((id) => names.has(id));
    for (const productId of listed) await addToWishlist(tx, userId, productId);
    const unlisted = wishlist.length - listed.length;
    if (unlisted > 0) {
      notes.push(
        unlisted === 1
          ? 'One wishlisted product is no longer on sale, so it was left out.'
          : `${unlisted} wishlisted products are no longer on sale, so they were left out.`,
      );
    }
    return { message: 'Your cart is now in your account', notes };
  });
}

/**
 * The device's lines with the same product, size, names, number and drop joined into one (a tampered
 * store could repeat a line to get past the 5 of a line), in the order the device kept them.
 */
function joinSameLines(lines: readonly Omit<CartAddition, 'email'>[]) {
  const joined = new Map<string, Omit<CartAddition, 'email'>>();
  for (const line of lines) {
    const key = JSON.stringify([
      line.productId,
      line.selectedSize,
      line.teeName,
      line.institutionName,
      line.dropId ?? null,
      line.teeNumber ?? null,
    ]);
    const same = joined.get(key);
    joined.set(key, same ? { ...same, quantity: same.quantity + line.quantity } : line);
  }
  return [...joined.values()];
}
