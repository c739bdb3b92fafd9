import { useEffect, useState } from 'react';

/** The parts of the device's cart the product page shows (GO TO CART, WISHLISTED). */
export interface GuestPeek {
  lines?: { productId: number; size: string }[];
  wishlist?: number[];
}

const peek = (): GuestPeek => {
  try {
    return (JSON.parse(localStorage.getItem('guestCart') ?? '{}') as GuestPeek | null) ?? {};
  } catch {
    return {};
  }
};

/**
 * The device's cart as the product page reads it, without the cart's own code (guest-cart.ts,
 * loaded when a visitor adds or wishlists): the page's first load stays within its budget
 * (scripts/check-first-load.ts). Read after hydration (the server drew a visitor's page without
 * it); `refresh` reads it again after a change.
 */
export function useGuestPeek(): [GuestPeek, () => void] {
  const [seen, setSeen] = useState<GuestPeek>({});
  useEffect(() => setSeen(peek()), []);
  return [seen, () => setSeen(peek())];
}
