import { useSyncExternalStore } from 'react';
import { GUEST_CART_MAX_LINES, GUEST_WISHLIST_MAX } from '#shared/rules/guest-cart.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { api, ApiError } from '#web/lib/api/api-client.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { cartKeys, wishlistKeys } from '#web/lib/api/query-keys.ts';
import { notify } from '#web/lib/toast/toast.ts';

/**
 * A visitor's cart and wishlist, kept on this device (localStorage) until they log in or sign
 * up, when the server takes them into the account (docs/product.md#guest-cart). Nothing kept here
 * is trusted: the server checks every line when it merges them.
 */

export interface GuestLine {
  productId: number;
  size: string;
  quantity: number;
  /** Names printed on a club tee (or a drop that prints names); '' for own-brand products. */
  teeName: string;
  institutionName: string;
  /** The drop the line is a pre-order in. */
  dropId?: number;
  /** The number printed on the piece ('0'–'99') when its drop takes numbers: one piece a line. */
  teeNumber?: string;
}

export interface GuestCart {
  lines: GuestLine[];
  wishlist: number[];
}

const KEY = 'guestCart';
const EVENT = 'guest-cart-change';
const MOST_PER_LINE = 5;
const EMPTY: GuestCart = { lines: [], wishlist: [] };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const id = (v: unknown) => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : 0);
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const teeNumber = (v: unknown) =>
  typeof v === 'string' && /^([0-9]|[1-9][0-9])$/.test(v) ? v : undefined;

/** What the device holds, made safe to send: a hand-edited store never breaks a page or a merge. */
function parse(raw: string | null | undefined): GuestCart {
  let kept: Partial<Record<keyof GuestCart, unknown>>;
  try {
    kept = raw ? (JSON.parse(raw) as typeof kept) : {};
  } catch {
    return EMPTY;
  }
  const lines = (Array.isArray(kept.lines) ? (kept.lines as Partial<GuestLine>[]) : [])
    .filter((l) => l && id(l.productId) && SIZES.includes(l.size as never))
    .slice(0, GUEST_CART_MAX_LINES)
    .map((l) => {
      const number = teeNumber(l.teeNumber);
      return {
        productId: l.productId!,
        size: l.size!,
        quantity: number
          ? 1
          : Math.min(MOST_PER_LINE, Math.max(1, Math.trunc(Number(l.quantity)) || 1)),
        teeName: text(l.teeName, 40),
        institutionName: text(l.institutionName, 100),
        ...(id(l.dropId) ? { dropId: l.dropId } : {}),
        ...(number ? { teeNumber: number } : {}),
      };
    });
  const wishlist = (Array.isArray(kept.wishlist) ? kept.wishlist : [])
    .filter(id)
    .slice(0, GUEST_WISHLIST_MAX) as number[];
  return { lines, wishlist };
}

let cached: { raw: string | null; cart: GuestCart } = { raw: null, cart: EMPTY };

/** The device's cart and wishlist (stable between changes, safe for React). */
export function readGuestCart(): GuestCart {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, cart: parse(raw) };
  return cached.cart;
}

function write(cart: GuestCart) {
  const s = storage();
  if (!s) return;
  if (cart.lines.length === 0 && cart.wishlist.length === 0) s.removeItem(KEY);
  else s.setItem(KEY, JSON.stringify(cart));
  window.dispatchEvent(new Event(EVENT));
}

/** Forgets the device's cart and wishlist (once they are in the account). */
export const clearGuestCart = () => write(EMPTY);

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange); // other tabs
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The device's cart and wishlist, re-rendering on every change (empty in a server draw). */
export const useGuestCart = (): GuestCart =>
  useSyncExternalStore(subscribe, readGuestCart, () => EMPTY);

const sameLine = (a: GuestLine, b: GuestLine) =>
  a.productId === b.productId &&
  a.size === b.size &&
  a.teeName === b.teeName &&
  a.institutionName === b.institutionName &&
  // A piece asked no number carries '' until kept (the device keeps none).
  (a.teeNumber || '') === (b.teeNumber || '');

/**
 * ADD TO CART for a visitor: the same product, size and names join one line, at most 5 and at
 * most `stock` over the lines of that size (the cart's rule, docs/product.md#stock); the answer
 * says when the quantity was lowered. Throws with the reason when nothing more fits. A numbered
 * piece is one jersey: its line holds 1, and the same piece again is refused.
 */
export function addGuestLine(line: GuestLine, stock = MOST_PER_LINE): string {
  const cart = readGuestCart();
  const same = cart.lines.find((l) => sameLine(l, line));
  const others = cart.lines
    .filter((l) => l !== same && l.productId === line.productId && l.size === line.size)
    .reduce((n, l) => n + l.quantity, 0);
  const limit = Math.max(0, Math.min(MOST_PER_LINE, stock - others));
  const existing = same?.quantity ?? 0;
  if (line.teeNumber && (same || line.quantity > 1)) {
    throw new Error(
      same
        ? `This piece with number ${line.teeNumber} is already in your cart in size ${line.size}: a numbered piece's quantity is 1.`
        : `Number ${line.teeNumber} goes on one piece: a numbered piece's quantity is 1.`,
    );
  }
  if (existing >= limit) {
    throw new Error(
      limit === MOST_PER_LINE
        ? `You already have ${MOST_PER_LINE} of these in size ${line.size} in your cart, the most per item`
        : `Only ${stock} left in size ${line.size}`,
    );
  }
  if (!same && cart.lines.length >= GUEST_CART_MAX_LINES) {
    throw new Error(
      `Your cart holds at most ${GUEST_CART_MAX_LINES} items before you log in. Log in to add more.`,
    );
  }
  const quantity = Math.min(existing + line.quantity, limit);
  const lines = same
    ? cart.lines.map((l) => (l === same ? { ...l, quantity } : l))
    : [{ ...line, quantity }, ...cart.lines];
  write({ ...cart, lines });
  return quantity < existing + line.quantity
    ? `Added to cart. Quantity set to ${quantity}, the most that fits.`
    : 'Added to cart';
}

/** Changes a line (its quantity or size), found by its place in `readGuestCart().lines`. */
export function changeGuestLine(
  index: number,
  change: Partial<Pick<GuestLine, 'quantity' | 'size'>>,
) {
  const cart = readGuestCart();
  write({ ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) });
}

/** Takes a line out of the device's cart. */
export function removeGuestLine(index: number) {
  const cart = readGuestCart();
  write({ ...cart, lines: cart.lines.filter((_, i) => i !== index) });
}

/** WISHLIST for a visitor: puts the product in the device's wishlist or takes it out. */
export function toggleGuestWishlist(productId: number): boolean {
  const cart = readGuestCart();
  const listed = cart.wishlist.includes(productId);
  if (!listed && cart.wishlist.length >= GUEST_WISHLIST_MAX) {
    throw new Error(
      `Your wishlist holds at most ${GUEST_WISHLIST_MAX} products before you log in.`,
    );
  }
  write({
    ...cart,
    wishlist: listed ? cart.wishlist.filter((p) => p !== productId) : [productId, ...cart.wishlist],
  });
  return !listed;
}

/**
 * ADD TO CART (or PRE-ORDER) on the product page for a visitor: the line kept on the device and
 * the answer toasted; false when nothing more fits. Here rather than in the page, so the page's
 * first load carries only the import (scripts/check-first-load.ts).
 */
export function addFromProductPage(line: GuestLine, stock?: number): boolean {
  try {
    notify.success(addGuestLine(line, stock));
    return true;
  } catch (error) {
    notify.error((error as Error).message);
    return false;
  }
}

/** WISHLIST on the product page for a visitor, toasted (as addFromProductPage). */
export function wishlistFromProductPage(productId: number): void {
  try {
    notify.success(toggleGuestWishlist(productId) ? 'Added to wishlist' : 'Removed from wishlist');
  } catch (error) {
    notify.error((error as Error).message);
  }
}

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
