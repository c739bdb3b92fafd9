import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { InitialQuery } from '#shared/cache-keys.ts';
import { landingRoute } from './preloads.ts';

/** What dist/ssr/entry-server.js (built from src/web/entry-server.tsx) exports. */
interface ServerRenderer {
  renderPage(
    url: URL,
    initial: InitialQuery[],
    settings: Record<string, unknown>,
  ): Promise<string | undefined>;
}

/** Draws a page's body, or answers undefined when the browser should draw it alone. */
export type FirstPaint = (url: URL, initial: InitialQuery[]) => Promise<string | undefined>;

/**
 * A slow draw must not hold the page: past this the browser draws it, as for any other page.
 * Drawing reads only data already in hand, so it takes milliseconds when all is well.
 */
const DRAW_TIMEOUT_MS = 1_000;

/**
 * The landing pages' first paint, drawn on the server (docs/decisions/011): Home, Shop and the
 * product pages, which visitors open first and which look the same to every guest. Loads the
 * renderer the web build made next to the web app (`dist/ssr`); without it (tests, `vite` dev
 * mode) every page is drawn in the browser, as before. A failed draw is logged and the page
 * goes out undrawn: the browser still renders it.
 */
export async function loadFirstPaint(
  webDir: string | undefined,
  settings: Record<string, unknown>,
  log: FastifyBaseLogger,
): Promise<FirstPaint | undefined> {
  const file = webDir && path.resolve(webDir, '../ssr/entry-server.js');
  if (!file || !existsSync(file)) return undefined;
  const renderer = (await import(pathToFileURL(file).href)) as ServerRenderer;
  return async (url, initial) => {
    if (!landingRoute(url.pathname)) return undefined;
    try {
      return await Promise.race([
        renderer.renderPage(url, initial, settings),
        sleep(DRAW_TIMEOUT_MS, undefined, { ref: false }),
      ]);
    } catch (err) {
      log.warn({ err, path: url.pathname }, 'first paint: drawing the page failed');
      return undefined;
    }
  };
}
