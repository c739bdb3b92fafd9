import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Heart, ShoppingBag } from 'lucide-react';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/routing/paths.ts';

export interface ProductActionsProps {
  soldOut: boolean;
  /** ADD TO CART pressed (the size is already checked). */
  onAddToCart?: () => void;
  adding?: boolean;
  /** Added already: the main button becomes GO TO CART. */
  inCart?: boolean;
  wishlisted?: boolean;
  onToggleWishlist?: () => void;
  wishlistBusy?: boolean;
  /** Shows "Size Not Available? Inform Us" when given. */
  onSizeRequest?: () => void;
  /** More buttons (e.g. the admin's Update product). */
  extra?: ReactNode;
}

/** The product page's buttons, driven entirely by props (the cart and wishlist hooks wire them). */
export function ProductActions(props: ProductActionsProps) {
  const { soldOut, inCart, wishlisted, onSizeRequest, extra } = props;
  // ADD TO CART becomes GO TO CART: the keyboard's focus goes with it, not to the page's top.
  // In the commit that swaps them, before the shell's rescue of a removed control's focus (a
  // mutation observer, features/layout/route-focus.tsx) sends it to the heading: Preact runs
  // effects a frame later than React does here.
  const slot = useRef<HTMLDivElement>(null);
  const pressedAdd = useRef(false);
  useLayoutEffect(() => {
    if (!inCart || !pressedAdd.current) return;
    pressedAdd.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !slot.current?.contains(active)) return;
    slot.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [inCart]);

  const primary = soldOut ? (
    <Button size="lg" block disabled variant="secondary">
      OUT OF STOCK
    </Button>
  ) : inCart ? (
    <ButtonLink to={paths.cart} size="lg" block>
      <ShoppingBag aria-hidden="true" className="size-5 max-[420px]:hidden" />
      GO TO CART
    </ButtonLink>
  ) : (
    <Button
      size="lg"
      block
      loading={props.adding}
      onClick={() => {
        pressedAdd.current = true;
        props.onAddToCart?.();
      }}
    >
      <ShoppingBag aria-hidden="true" className="size-5 max-[420px]:hidden" />
      ADD TO CART
    </Button>
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <div ref={slot} className="contents">
          {primary}
        </div>
        <WishlistButton
          wishlisted={wishlisted}
          onToggle={props.onToggleWishlist}
          busy={props.wishlistBusy}
        />
      </div>
      {onSizeRequest && (
        <button
          type="button"
          onClick={onSizeRequest}
          className="min-h-11 self-start text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          Size Not Available? Inform Us
        </button>
      )}
      {extra}
    </div>
  );
}

export interface WishlistButtonProps {
  wishlisted?: boolean | undefined;
  onToggle?: (() => void) | undefined;
  busy?: boolean | undefined;
  className?: string;
}

/** WISHLIST / WISHLISTED (a visitor's kept on their device until they log in). */
export function WishlistButton({ wishlisted, onToggle, busy, className }: WishlistButtonProps) {
  return (
    <Button
      size="lg"
      variant="outline"
      className={className}
      loading={busy}
      aria-pressed={!!wishlisted}
      onClick={onToggle}
    >
      <Heart
        aria-hidden="true"
        className={wishlisted ? 'size-5 fill-danger text-danger' : 'size-5'}
      />
      {wishlisted ? 'WISHLISTED' : 'WISHLIST'}
    </Button>
  );
}
