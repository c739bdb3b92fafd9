import { Link } from 'react-router';
import type { Style } from '#shared/contract/catalog.ts';
import { productPath } from '#shared/rules/slug.ts';
import { styleLabel } from '#shared/rules/styles.ts';

/** A cart line's product name (a link to its page, the line's label) and style. */
export function LineTitle({
  titleId,
  product,
}: {
  titleId: string;
  product: { product_id: number; name: string; details: string; style: Style };
}) {
  return (
    <>
      <h2 id={titleId} className="font-semibold text-ink sm:text-lg">
        <Link to={productPath(product)} className="hover:text-brand hover:underline">
          {product.name}
        </Link>
      </h2>
      <p className="text-sm text-muted">{styleLabel(product.style)}</p>
    </>
  );
}
