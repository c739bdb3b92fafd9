import { useQuery } from '@tanstack/react-query';
import { paths } from '#shared/web-paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { clubDraftsQuery, usePublish } from './club-catalog-calls.ts';

/** /club-drafts (admin): clubs' draft products and drops, each to look at and publish. */
export function ClubDraftsScreen() {
  const { data, error, isPending } = useQuery(clubDraftsQuery());
  const publish = usePublish();
  return (
    <div className="flex flex-col gap-4">
      {error && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      {isPending && <p className="text-muted">Loading drafts…</p>}
      {data?.drafts.length === 0 && <p className="text-muted">No drafts from clubs.</p>}
      <ul className="flex flex-col gap-3">
        {data?.drafts.map((d) => (
          <li
            key={`${d.kind}:${d.id}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white p-4"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="font-semibold text-ink">{d.name}</h2>
              <p className="text-sm text-muted">
                <Badge>{d.kind === 'product' ? 'Product' : 'Drop'}</Badge> {d.club.name}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ButtonLink
                variant="outline"
                to={d.kind === 'product' ? paths.updateProduct(d.id) : paths.clubDrops(d.club.slug)}
              >
                Look at it
              </ButtonLink>
              <Button
                loading={publish.isPending && publish.variables?.id === d.id}
                onClick={() =>
                  publish.mutate(
                    { kind: d.kind, id: d.id },
                    {
                      onSuccess: (r) => notify.success(r.message),
                      onError: (e) => notify.error(e.message),
                    },
                  )
                }
              >
                Publish {d.name}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
