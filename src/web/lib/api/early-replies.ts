/**
 * Replies that public/early-data.js asked for while the app's code was loading (signed-in pages
 * opened straight from a link; the server lists their calls in the page's head).
 */
interface EarlyReply {
  token: string;
  body: string;
  /** The reply's JSON, or null when the call failed (the app then makes it again). */
  reply: Promise<unknown>;
}

declare global {
  interface Window {
    __earlyReplies?: Record<string, EarlyReply | undefined>;
  }
}

/**
 * The early reply to `path`, once, if it was asked with the same token and body; undefined when
 * there is none (the caller fetches). A later call always fetches: it may follow a change.
 */
export function takeEarlyReply(
  path: string,
  token: string,
  body: string,
): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__earlyReplies?.[path];
  if (!early) return undefined;
  window.__earlyReplies![path] = undefined;
  return early.token === token && early.body === body ? early.reply : undefined;
}
