import type { ClubPageReply } from '#shared/contract/club-pages.ts';
import { DropCard } from '#web/features/drops/drops-strip.tsx';
import { useServerNow } from '#web/features/drops/use-server-now.ts';

/** The club's upcoming and live drops, as Home's drop cards, counted on the server's clock. */
export function ClubDrops({
  page,
  skewMs,
  onTurn,
}: {
  page: ClubPageReply;
  skewMs: number;
  onTurn: () => void;
}) {
  const now = useServerNow(skewMs);
  return (
    <section aria-labelledby="club-drops" className="flex flex-col gap-4">
      <h2 id="club-drops" className="text-xl font-bold text-ink sm:text-2xl">
        Drops
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {page.drops.map((drop) => (
          <DropCard key={drop.id} drop={drop} now={now} onTurn={onTurn} />
        ))}
      </ul>
    </section>
  );
}
