import { useQuery } from '@tanstack/react-query';
import { paths } from '#shared/web-paths.ts';
import { formatRupees } from '#shared/rules/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { clubProductsQuery, usePublish } from './club-catalog-calls.ts';

/** /club/{slug}/products: the club's products, drafts first marked, each to edit. */
export function ClubProductsScreen({ slug }: { slug: string }) {
  const { data, error, isPending } = useQuery(clubProductsQuery(slug));
  const publish = usePublish(slug);
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    );
  }
  if (isPending) return <p className="text-muted">Loading products…</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {data.club.selfPublish
          ? `${data.club.name} publishes its own products: a new one is on sale at once.`
          : `A new or edited product is a draft until the shop publishes it. Products carry the tag “${data.club.tag}”.`}
      </p>
      {data.products.length === 0 && <p className="text-muted">No products yet.</p>}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.products.map((p) => (
          <li
            key={p.id}
            className="flex min-w-0 gap-3 rounded-card border border-line bg-white p-3"
          >
            {p.image && (
              <img
                src={p.image}
                alt=""
                className="size-20 shrink-0 rounded-lg bg-surface object-cover"
              />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="truncate font-semibold text-ink">{p.name}</h2>
              <p className="text-sm text-muted">
                {formatRupees(p.price)} · {p.stock} in stock
              </p>
              <span>
                {p.draft ? (
                  <Badge tone="accent">Draft: waiting to be published</Badge>
                ) : (
                  <Badge tone="brand">On sale</Badge>
                )}
              </span>
              <div className="mt-1 flex flex-wrap gap-2">
                <ButtonLink
                  to={paths.clubProductEdit(slug, p.id)}
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${p.name}`}
                >
                  Edit
                </ButtonLink>
                {p.draft && data.club.selfPublish && (
                  <Button
                    size="sm"
                    loading={publish.isPending}
                    onClick={() =>
                      publish.mutate(
                        { kind: 'product', id: p.id },
                        {
                          onSuccess: (r) => notify.success(r.message),
                          onError: (e) => notify.error(e.message),
                        },
                      )
                    }
                  >
                    Publish
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
