import { Link } from 'react-router';
import { Shirt } from 'lucide-react';
import { settings } from '#web/lib/settings/settings.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * The wordmark: icon plus shop name, linking home. Where the name does not fit one line (a phone
 * drawing it in its own font before Inter arrives, which `font-display: optional` may never swap
 * in on a first visit, or a long SHOP_NAME) it takes a second line rather than being cut short.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <Link to={paths.home} className={`inline-flex min-h-11 items-center gap-2 ${className ?? ''}`}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-brand text-white"
      >
        <Shirt className="size-5" />
      </span>
      <span className="line-clamp-2 text-base leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere] text-ink sm:text-lg">
        {settings.shopName}
      </span>
    </Link>
  );
}
