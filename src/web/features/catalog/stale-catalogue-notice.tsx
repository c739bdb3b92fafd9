import { cx } from '#web/components/ui/cx.ts';

/**
 * Shown with products the shop answered from its last read while its database is out of reach
 * (a `stale` reply, docs/product.md#when-the-database-is-down): looking works, buying waits.
 */
export function StaleCatalogueNotice({ className }: { className?: string }) {
  return (
    <p
      role="status"
      className={cx(
        'rounded-card border border-accent bg-brand-soft px-4 py-3 text-sm text-ink',
        className,
      )}
    >
      <strong className="font-semibold">We can’t check stock right now.</strong> You can keep
      looking; buying will be back in a minute or two.
    </p>
  );
}
