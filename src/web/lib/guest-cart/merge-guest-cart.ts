import { api, ApiError } from '#web/lib/api/api-client.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { cartKeys, wishlistKeys } from '#web/lib/api/query-keys.ts';
import { clearGuestCart, readGuestCart } from './guest-cart.ts';

/** What the last merge changed, for the cart page to show once. */
let lastNotes: string[] = [];

/**
 * Brings the device's cart and wishlist into the account of `token` (products/merge-guest-cart,
 * docs/product.md#guest-cart) and forgets them here. Answers what the server changed (a line
 * lowered to the stock or a drop's limit, or left out), or null when there was nothing to bring.
 * A refusal of the device's data (it was tampered with) forgets it too; a failed call keeps it
 * for the next try (the cart page tries again).
 */
export async function mergeGuestCart(token: string): Promise<string[] | null> {
  const { lines, wishlist } = readGuestCart();
  if (lines.length === 0 && wishlist.length === 0) return null;
  try {
    const reply = await api('products/merge-guest-cart', {
      body: {
        lines: lines.map(({ size, institutionName, ...line }) => ({
          ...line,
          selectedSize: size,
          instiName: institutionName,
        })),
        wishlist,
      },
      token,
    });
    lastNotes = reply.notes;
  } catch (error) {
    if (!(error instanceof ApiError && error.httpStatus === 400)) throw error;
    lastNotes = [`Your cart from this device could not be added: ${error.message}`];
  }
  clearGuestCart();
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
  return lastNotes;
}

/** What the last merge changed, once: the cart page shows it and it is gone. */
export function takeMergeNotes(): string[] {
  const notes = lastNotes;
  lastNotes = [];
  return notes;
}
