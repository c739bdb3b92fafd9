import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Hourglass } from 'lucide-react';
import type { DropLine, DropLineReply } from '#shared/contract/drop-line.ts';
import { countdownText } from '#shared/rules/drops.ts';
import { Button } from '#web/components/ui/button.tsx';
import { api } from '#web/lib/api/api-client.ts';
import { useServerNow } from './use-server-now.ts';
import { formatCount } from '#shared/rules/counts.ts';

export interface DropLineGateProps {
  dropId: number;
  dropName: string;
  /** The product this page sells: its stock left is shown while waiting. */
  productId: number | undefined;
  skewMs: number;
  /** The sizes and PRE-ORDER: shown when there is no line now, or the student's turn came. */
  children: ReactNode;
}

/** "about 40 seconds", "about 3 minutes": the line's estimate as a person reads it. */
export function estimateText(seconds: number): string {
  if (seconds < 60) return `about ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A live drop's line at its opening (docs/product.md#the-line-at-a-drops-opening): joins as the
 * page opens (a reload keeps the place), then asks where the student stands with the join's
 * ticket as often as the server says, showing the place, the estimate and the stock left, until
 * their turn (the buying part then shows, with the time left to check out), a sell-out or the
 * close. Without an answer it steps aside: the server's own gate still decides.
 */
export function DropLineGate(props: DropLineGateProps) {
  const { dropId } = props;
  const [line, setLine] = useState<DropLine>();
  const [failed, setFailed] = useState(false);
  const [joins, setJoins] = useState(0);
  const now = useServerNow(props.skewMs);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = (reply: DropLineReply) => {
      if (stopped) return;
      setLine(reply.queue);
      if (reply.queue.pollAfterMs > 0) {
        timer = setTimeout(() => void poll(reply.queue.ticket), reply.queue.pollAfterMs);
      }
    };
    const poll = async (ticket: string) => {
      try {
        const params = { dropId };
        follow(await api('drops/:dropId/queue', { method: 'GET', params, query: { ticket } }));
      } catch {
        // A missed poll is asked again a little later.
        if (!stopped) timer = setTimeout(() => void poll(ticket), 3000);
      }
    };
    // A link-only drop's page came with its secret, which admits the account to its line.
    const key = new URLSearchParams(window.location.search).get('key') ?? undefined;
    // A failed join, or an answer without the line, steps aside (the server's gate decides).
    api('drops/:dropId/queue/join', { params: { dropId }, body: { key } })
      .then(follow)
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dropId, joins]);
  const joinAgain = useCallback(() => setJoins((n) => n + 1), []);

  if (failed || !line || line.state === 'open' || line.state === 'closed') {
    // Until the first answer the buying part waits too: a crowd must not add before joining.
    return failed || line ? props.children : <LineNote title="Joining the line…" />;
  }
  if (line.state === 'soldOut') {
    return (
      <p role="status" className="text-xl font-bold text-ink">
        <span className="block">Sold out</span>
        <span className="block text-sm font-normal text-muted">
          Every piece of {props.dropName} is taken.
        </span>
      </p>
    );
  }
  if (line.state === 'admitted') {
    const left = (line.admittedUntil ?? now) - now;
    return (
      <>
        <p role="status" className="rounded-lg bg-white px-3 py-2 font-semibold text-ink">
          It’s your turn: {countdownText(left)} to place your order.
        </p>
        {props.children}
      </>
    );
  }
  if (line.state === 'expired' || line.state === 'out') {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p className="font-semibold text-ink">
          {line.state === 'expired'
            ? 'Your time to check out ran out.'
            : 'You are not in the line for this drop.'}
        </p>
        <Button size="lg" block onClick={joinAgain}>
          Join the line again
        </Button>
      </div>
    );
  }
  const stock = line.stock.find((s) => s.productId === props.productId);
  return (
    <LineNote title="You’re in line">
      <p className="text-2xl font-bold text-ink">You are number {formatCount(line.place ?? 1)}</p>
      <p className="text-sm text-muted">
        Your turn comes in {estimateText(line.estimateSeconds ?? 1)}. Keep this page open: it moves
        on by itself.
      </p>
      {stock && <StockLeft stock={stock} />}
    </LineNote>
  );
}

function LineNote({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Hourglass aria-hidden="true" className="size-5 text-brand" />
        {title}
      </p>
      {children}
    </div>
  );
}

function StockLeft({ stock }: { stock: DropLine['stock'][number] }) {
  const sizes = stock.sizes.filter((s) => s.left !== null);
  if (sizes.length === 0 && stock.left === null) return null;
  return (
    <p className="text-sm font-medium text-ink">
      Left now:{' '}
      {sizes.length > 0
        ? sizes.map((s) => `${s.size} ${formatCount(s.left!)}`).join(' · ')
        : `${formatCount(stock.left!)} pieces`}
    </p>
  );
}
