import { paths } from './web-paths.ts';

// The web app's pages as the server sees them (apart from web-paths.ts, which the web's first
// load carries).

/** The route pattern of every web page ('/products/:slug/:productId', '/shop', …). */
export const pagePatterns: readonly string[] = Object.values(paths).map((p) =>
  typeof p === 'string' ? p : p.pattern,
);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const segmentRegex = (part: string) => (part.startsWith(':') ? '[^/]+' : escapeRegex(part));
const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.split('/').map(segmentRegex).join('/')}/?$`, 'i');
const pageRegexes = pagePatterns.map(patternRegex);

/**
 * Whether the web app has a page at this address (path only), matched as its router does:
 * letter case ignored, a trailing slash allowed, a `:parameter` any one non-empty segment.
 */
export const isWebPage = (pathname: string) => pageRegexes.some((re) => re.test(pathname));
