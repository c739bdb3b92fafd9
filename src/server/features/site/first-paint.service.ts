import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { InitialQuery } from '#shared/cache-keys.ts';
import type { DrawnSession, EarlyReply } from '#shared/drawn-session.ts';
import { landingRoute } from './preloads.ts';

/** What dist/ssr/entry-server.js (built from src/web/entry-server.tsx) exports. */
interface ServerRenderer {
  renderPage(
    url: URL,
    initial: InitialQuery[],
    settings: Record<string, unknown>,
    session?: DrawnSession,
  ): Promise<string | undefined>;
  earlyQueries(email: string, replies: EarlyReply[]): InitialQuery[] | undefined;
}

export interface FirstPaint {
  /** Whether the page at `pathname` is one the server draws. */
  draws(pathname: string): boolean;
  /**
   * The page's body, or undefined when drawing it failed: the browser then draws it alone. With
   * a `session`, a signed-in page drawn for that visitor (docs/decisions/020).
   */
  draw(url: URL, initial: InitialQuery[], session?: DrawnSession): Promise<string | undefined>;
  /** A signed-in page's early replies as the web app's cache entries (undefined: one is unknown). */
  earlyQueries(email: string, replies: EarlyReply[]): Promise<InitialQuery[] | undefined>;
}

/**
 * A slow draw must not hold the page: past this the browser draws it, as for any other page.
 * Drawing reads only data already in hand, so it takes milliseconds when all is well.
 */
const DRAW_TIMEOUT_MS = 1_000;

/**
 * The landing pages' first paint, drawn on the server (docs/decisions/011): Home, Shop and the
 * product pages, which visitors open first and which look the same to every guest; and the
 * signed-in pages drawn for one visitor (docs/decisions/020). Loads the renderer the web build
 * made next to the web app (`dist/ssr`); without it (tests, `vite` dev mode) every page is drawn
 * in the browser. A failed draw is logged and the page goes out undrawn: the browser still
 * renders it. The renderer keeps nothing between draws, so draws run side by side.
 */
export function loadFirstPaint(
  webDir: string | undefined,
  settings: Record<string, unknown>,
  log: FastifyBaseLogger,
): FirstPaint | undefined {
  const file = webDir && path.resolve(webDir, '../ssr/entry-server.js');
  if (!file || !existsSync(file)) return undefined;
  // Loaded with the first landing page, not at start: an instance that draws none never holds
  // the renderer's ~7 MB.
  let renderer: Promise<ServerRenderer> | undefined;
  const load = () => (renderer ??= import(pathToFileURL(file).href) as Promise<ServerRenderer>);
  const draws = (pathname: string) => landingRoute(pathname) !== undefined;
  const draw = async (url: URL, initial: InitialQuery[], session?: DrawnSession) => {
    if (!session && !draws(url.pathname)) return undefined;
    try {
      const { renderPage } = await load();
      return await Promise.race([
        renderPage(url, initial, settings, session),
        sleep(DRAW_TIMEOUT_MS, undefined, { ref: false }),
      ]);
    } catch (err) {
      log.warn({ err, path: url.pathname }, 'first paint: drawing the page failed');
      return undefined;
    }
  };
  const earlyQueries = async (email: string, replies: EarlyReply[]) => {
    try {
      return (await load()).earlyQueries(email, replies);
    } catch (err) {
      log.warn({ err }, 'first paint: loading the renderer failed');
      return undefined;
    }
  };
  return { draws, draw, earlyQueries };
}
