import path from 'node:path';

/**
 * Whether a request the routes did not answer asks for one of the web app's pages: GET or HEAD
 * (a link checker or preview bot asks for the headers alone; Node drops the body), outside the
 * API, uploads, art and assets, with no file extension. Anything else is a 404.
 */
export function isPageRequest(method: string, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !/^\/(api|uploads|art|assets)\//.test(pathname) &&
    !path.extname(pathname)
  );
}

/** The request's path, without its query. */
export function pathnameOf(requestUrl: string): string {
  return requestUrl.split('?')[0] ?? '/';
}

/**
 * The page's address on the shop's own origin: the request's path and query only, so a request
 * line such as `//elsewhere/x` cannot point the renderer at another host.
 */
export function pageUrl(publicUrl: string, pathname: string, requestUrl: string): URL {
  const full = new URL(publicUrl);
  full.pathname = pathname;
  full.search = requestUrl.slice(pathname.length);
  return full;
}
