import type { PublicDrop } from '#shared/contract/drops.ts';
import { DropCard } from './drops-strip.tsx';
import { useServerNow } from './use-server-now.ts';

/**
 * Drops as Home's cards, under their own heading, counted on the server's clock (`skewMs`: the
 * server's clock minus this device's): a club's page shows its drops so.
 */
export function DropList({
  drops,
  skewMs,
  onTurn,
}: {
  drops: PublicDrop[];
  skewMs: number;
  onTurn: () => void;
}) {
  const now = useServerNow(skewMs);
  return (
    <section aria-labelledby="drop-list" className="flex flex-col gap-4">
      <h2 id="drop-list" className="text-xl font-bold text-ink sm:text-2xl">
        Drops
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {drops.map((drop) => (
          <DropCard key={drop.id} drop={drop} now={now} onTurn={onTurn} />
        ))}
      </ul>
    </section>
  );
}
