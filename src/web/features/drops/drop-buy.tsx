import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CalendarClock, ShoppingBag } from 'lucide-react';
import type { PublicDrop } from '#shared/contract/drops.ts';
import { countdownText, dropState, istMoment, shortDay } from '#shared/rules/drops.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { useLocation } from 'react-router';
import { paths } from '#web/lib/routing/paths.ts';
import { useSession } from '#web/lib/session/session.ts';
import { useServerNow } from './use-server-now.ts';
import { LazyMinimumProgress } from './lazy-minimum-progress.tsx';

// The line at a drop's opening: only a signed-in student on a live drop's page loads it.
const DropLineGate = lazy(() =>
  import('./drop-line.tsx').then((m) => ({ default: m.DropLineGate })),
);

export interface DropBuyProps {
  drop: PublicDrop;
  /** The server's clock minus this device's (get-drops.ts). */
  skewMs: number;
  /** Signed in: pieces of this product the student already has in the drop. */
  mine?: number | undefined;
  loggedIn: boolean;
  /** PRE-ORDER pressed with a size (the cart feature adds it, asking for names if needed). */
  onPreOrder: (size: string) => void;
  adding?: boolean | undefined;
  inCart?: ((size: string | null) => boolean) | undefined;
  /** The drop opened or closed on this page: its data is asked for again. */
  onStateChange: () => void;
}

/**
 * The product page's buying part for a product in a drop (docs/product.md#drops): before it
 * opens, "Opens in 2 d 4 h" counting down on the server's clock; while live, the sizes, PRE-ORDER
 * and "Ready by 12 Dec"; after, "Pre-orders closed".
 */
export function DropBuy(props: DropBuyProps) {
  const { drop, skewMs, mine } = props;
  // A link-only drop's link (`?key=`) admits an account, not a device: a visitor logs in first.
  const signedIn = !!useSession();
  const withLink = /[?&]key=/.test(useLocation().search);
  const loggedIn = props.loggedIn && (signedIn || !withLink);
  const now = useServerNow(skewMs);
  const state = dropState(drop, now);
  const [size, setSize] = useState<string | null>(null);
  const [sizeError, setSizeError] = useState<string>();
  const { onStateChange } = props;
  useEffect(() => {
    if (state !== drop.state) onStateChange();
  }, [state, drop.state, onStateChange]);

  const product = drop.products[0];
  const left = mine === undefined ? undefined : Math.max(0, drop.perStudentLimit - mine);
  const sizes = product?.sizes ?? [];
  const preOrder = () => {
    if (!size) return setSizeError('Select a size');
    props.onPreOrder(size);
  };

  return (
    <section
      aria-labelledby="drop-heading"
      className="flex flex-col gap-4 rounded-card border border-brand/30 bg-brand-soft p-4"
    >
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
        <div className="min-w-0">
          <h2 id="drop-heading" className="font-semibold text-ink">
            Pre-order drop: {drop.name}
          </h2>
          {drop.minimum?.outcome !== 'missed' && (
            <p className="text-sm text-muted">
              Printed after the drop closes. Ready by {shortDay(drop.readyBy)}.
            </p>
          )}
        </div>
      </div>

      <LazyMinimumProgress drop={drop} now={now} productId={product?.productId} />

      {state === 'upcoming' && (
        <div className="flex flex-col gap-1">
          <p className="text-2xl font-bold text-ink" role="timer" aria-live="off">
            Opens in {countdownText(drop.opensAt - now)}
          </p>
          <p className="text-sm text-muted">{istMoment(drop.opensAt)} (Indian time)</p>
        </div>
      )}

      {state === 'live' && (
        <>
          <p className="text-sm font-semibold text-ink">
            Closes in {countdownText(drop.closesAt - now)} · at most {drop.perStudentLimit} per
            student
            {!drop.cashAllowed && ' · paid online'}
          </p>
          {left !== undefined && mine! > 0 && (
            <p className="text-sm text-muted">
              {left === 0
                ? `You have pre-ordered ${mine} already, your limit for this drop.`
                : `You have pre-ordered ${mine}; you can pre-order ${left} more.`}
            </p>
          )}
          {drop.membersOnly ? (
            <MembersOnly note={drop.membersOnly} loggedIn={signedIn} />
          ) : (
            <InLine
              signedIn={signedIn}
              dropId={drop.id}
              dropName={drop.name}
              productId={product?.productId}
              skewMs={skewMs}
            >
              <RadioGroup
                name="drop-size"
                legend="Select size"
                variant="chips"
                options={sizes.map((s) => ({
                  value: s.size,
                  label: s.size,
                  disabled: s.left === 0,
                  srHint: s.left === 0 ? 'sold out in this drop' : undefined,
                }))}
                value={size}
                onChange={(s) => {
                  setSize(s);
                  setSizeError(undefined);
                }}
                error={sizeError}
              />
              {!loggedIn ? (
                <ButtonLink to={paths.login} size="lg" block>
                  Login to pre-order
                </ButtonLink>
              ) : props.inCart?.(size) ? (
                <ButtonLink to={paths.cart} size="lg" block>
                  <ShoppingBag aria-hidden="true" className="size-5" />
                  GO TO CART
                </ButtonLink>
              ) : (
                <Button
                  size="lg"
                  block
                  loading={props.adding}
                  disabled={left === 0}
                  onClick={preOrder}
                >
                  <ShoppingBag aria-hidden="true" className="size-5" />
                  {left === 0 ? 'LIMIT REACHED' : 'PRE-ORDER'}
                </Button>
              )}
            </InLine>
          )}
          <p className="text-sm font-semibold text-ink">Ready by {shortDay(drop.readyBy)}</p>
        </>
      )}

      {state === 'closed' && drop.minimum?.outcome !== 'missed' && (
        <p className="text-xl font-bold text-ink">
          Pre-orders closed
          <span className="block text-sm font-normal text-muted">
            Closed on {istMoment(drop.closesAt)}. Ready by {shortDay(drop.readyBy)} for those who
            ordered.
          </span>
        </p>
      )}
    </section>
  );
}

/** A signed-in student buys through the drop's line (lazy); a visitor's device cart does not. */
function InLine(props: {
  signedIn: boolean;
  dropId: number;
  dropName: string;
  productId: number | undefined;
  skewMs: number;
  children: ReactNode;
}) {
  const { signedIn, children, ...line } = props;
  if (!signedIn) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <DropLineGate {...line}>{children}</DropLineGate>
    </Suspense>
  );
}

/** A members-only drop for someone not on its list: who it is for, and a way to log in. */
function MembersOnly({ note, loggedIn }: { note: string; loggedIn: boolean }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="rounded-lg bg-white px-3 py-2 font-semibold text-ink">{note}</p>
      {!loggedIn && (
        <ButtonLink to={paths.login} size="lg" block>
          Login to pre-order
        </ButtonLink>
      )}
    </div>
  );
}
