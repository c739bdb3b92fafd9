/**
 * A signed-in page drawn on the server (docs/decisions/020): who it was drawn for, written into
 * the page (`<script id="drawn-session">`) so the browser hydrates it with the same session. It
 * holds no token: the token stays in the browser's storage and the HttpOnly cookie.
 */
export interface DrawnSession {
  email: string;
  name: string;
  phone: string;
}

/** One of a signed-in page's early calls (`early` in the page table), as the server made it. */
export interface EarlyReply {
  call: string;
  body: Record<string, string>;
  reply: unknown;
}
