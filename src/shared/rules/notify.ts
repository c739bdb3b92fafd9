/**
 * Notify me (docs/product.md#notify-me): what a subscription waits for. `drop-opens`: a drop of
 * the product opens (no size); `back-in-stock`: a sold-out size of the product gets stock again.
 */
export const NOTIFY_KINDS = ['drop-opens', 'back-in-stock'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** Who asked: the notify-me button, or a size request (which asks to hear back too). */
export const NOTIFY_SOURCES = ['notify-me', 'size-request'] as const;
export type NotifySource = (typeof NOTIFY_SOURCES)[number];

/** Subscriptions one e-mail may have waiting at once (more is refused, not queued). */
export const NOTIFY_MAX_WAITING = 30;
