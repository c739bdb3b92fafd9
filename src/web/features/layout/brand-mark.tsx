import { Link } from 'react-router';
import { Shirt } from 'lucide-react';
import { settings } from '#web/lib/settings.ts';
import { paths } from '#web/lib/paths.ts';

/** The wordmark: icon plus shop name, linking home. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <Link to={paths.home} className={`inline-flex min-h-11 items-center gap-2 ${className ?? ''}`}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-brand text-white"
      >
        <Shirt className="size-5" />
      </span>
      <span className="text-base font-extrabold tracking-tight text-ink sm:text-lg">
        {settings.shopName}
      </span>
    </Link>
  );
}
