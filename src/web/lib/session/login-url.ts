import { paths } from '#web/lib/routing/paths.ts';

/** Same-site paths only ("/profile"), never "//evil.example" or "https://...". */
export function safeNext(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : paths.home;
}

/** /login, with `?next=` to come back to `next` after logging in (left out for the home page). */
export function loginUrl(next?: string): string {
  const back = safeNext(next);
  return back === paths.home ? paths.login : `${paths.login}?next=${encodeURIComponent(back)}`;
}
