import type { PublicDrop } from '#shared/contract/drops.ts';
import { DropCards } from './drops-strip-view.tsx';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useServerNow } from './use-server-now.ts';

/**
 * Drops as Home's cards, under their own heading, counted on the server's clock (`skewMs`: the
 * server's clock minus this device's): a club's page shows its drops so. Drawn on the server
 * (ADR 011) at the reply's own time (`serverNow`), as the browser's first render draws it; the
 * countdown ticks once the page runs, so nothing below moves when it starts.
 */
export function DropList({
  drops,
  serverNow,
  skewMs,
  onTurn,
}: {
  drops: PublicDrop[];
  serverNow: number;
  skewMs: number;
  onTurn: () => void;
}) {
  const ticking = useServerNow(skewMs);
  const now = useHydrated() ? ticking : serverNow;
  return (
    <section aria-labelledby="drop-list" className="flex flex-col gap-4">
      <h2 id="drop-list" className="text-xl font-bold text-ink sm:text-2xl">
        Drops
      </h2>
      <DropCards drops={drops} now={now} onTurn={onTurn} />
    </section>
  );
}
