import { STATUS_CODES } from 'node:http';

/**
 * The page a browser gets when a page cannot be drawn: from the shop itself (the database out of
 * reach, any 5xx) and, written to deploy/nginx/errors/ by scripts/write-nginx-error-pages.ts, from
 * nginx when no instance answers. One self-contained file (no script, no external style: the
 * CSP allows inline styles, and nginx serves it with nothing else), so both look alike.
 */

/** Seconds a browser or client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The status in words, e.g. "503 Service Unavailable". */
export const statusInWords = (status: number) =>
  `${status} ${STATUS_CODES[status] ?? 'Server Error'}`;

// The web app's colours and type (src/web/styles.css), without its font file.
const STYLE = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f8fafc;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:14px 20px}
.brand{font-weight:700;font-size:1.125rem;color:#4338ca;letter-spacing:-0.01em}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:48px 20px}
.card{width:100%;max-width:440px;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:28px 24px;text-align:center;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.mark{width:56px;height:56px;margin:0 auto 16px;border-radius:50%;background:#eef2ff;color:#4338ca;display:flex;align-items:center;justify-content:center;font-size:28px;font-weight:700}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 8px;text-wrap:balance}
p{margin:0 0 20px;color:#475569;line-height:1.5;text-wrap:balance}
.retry{display:block;width:100%;padding:14px 20px;border-radius:10px;background:#4338ca;color:#fff;font-weight:600;text-decoration:none;font-size:1rem}
.retry:hover,.retry:focus-visible{background:#3730a3}
.retry:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.status{margin:20px 0 0;font-size:.8125rem;color:#475569}
@media (min-width:640px){main{align-items:center;padding:64px 24px}.card{padding:40px 36px}.retry{display:inline-block;width:auto;min-width:180px}}
`.trim();

/** The page's HTML for `status`, under `shopName`. */
export function unavailablePageHtml(shopName: string, status = 503): string {
  const name = escapeHtml(shopName);
  const words = escapeHtml(statusInWords(status));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a minute · ${name}</title>
<style>
${STYLE}
</style>
</head>
<body>
<header><span class="brand">${name}</span></header>
<main>
<div class="card" role="alert">
<div class="mark" aria-hidden="true">↻</div>
<h1>The shop is busy or being updated</h1>
<p>We'll be back in a minute. Please try again shortly.</p>
<a class="retry" href="">Try again</a>
<p class="status">${words}</p>
</div>
</main>
</body>
</html>
`;
}
