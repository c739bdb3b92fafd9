import type { PageMeta } from './page-meta.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON placed inside a <script> element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A JSON data block the web app reads by id (never executed: type is application/json). */
export const jsonScript = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${scriptJson(value)}</script>`;

/**
 * Fills the built index.html: replaces <title> and adds description, canonical, Open Graph and
 * Twitter tags, the shop settings JSON and any preload links at the `<!--app-head-->` marker,
 * and puts the page's server-drawn `body` (first-paint.service.ts), when there is one, into #root.
 */
export function renderIndexHtml(
  template: string,
  meta: PageMeta,
  settings: unknown,
  extraHead: string[] = [],
  body?: string,
): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<meta property="og:type" content="${meta.type === 'product' ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    jsonScript('shop-settings', settings),
    ...extraHead,
  ].join('\n    ');
  const shopName = escapeHtml((settings as { shopName?: string }).shopName ?? '');
  // Function replacers: a replacement string would read `$&`, `$'`, `$\`` in the request's
  // address (part of the canonical URL) as patterns and paste pieces of the page into the head.
  const page = body === undefined ? template : bootAfterPaint(template);
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--app-head-->', () => tags)
    .replace(/<!--shop-name-->[^<]*<!--\/shop-name-->/, () => shopName)
    .replace(/<div id="root">\s*<!--app-body-->[\s\S]*?<!--\/app-body-->\s*<\/div>/, (frame) =>
      // The page drawn on the server, with nothing around it: React hydrates #root's children.
      body === undefined ? frame : `<div id="root" data-ssr="true">${body}</div>`,
    );
}

/**
 * A page the server drew loads the app after its first paint (public/boot.js) and preloads no
 * code: its styles and main picture get a phone's bandwidth first (ADR 011). Vite's entry tag
 * becomes the boot script's `data-app`.
 */
function bootAfterPaint(template: string): string {
  return template
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_tag, src: string) => `<script defer src="/boot.js" data-app="${src}"></script>`,
    );
}
