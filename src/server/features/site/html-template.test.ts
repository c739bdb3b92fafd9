import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './html-template.ts';
import type { PageMeta } from './page-meta.ts';

const TEMPLATE = `<!doctype html><html><head><title>x</title><!--app-head--></head>
<body><!--shop-name-->x<!--/shop-name--></body></html>`;

const meta = (text: string): PageMeta => ({
  title: `Title ${text}`,
  description: `About ${text}`,
  url: `https://shop.example/${text}`,
  image: 'https://shop.example/art/og.png',
  type: 'website',
  status: 200,
});

describe('renderIndexHtml', () => {
  it.each(['$&', "$'", '$`', '$$', '$1', '$<name>'])(
    'writes %s from the address and settings as typed, never as a replacement pattern',
    (text) => {
      const html = renderIndexHtml(TEMPLATE, meta(text), { shopName: `Shop ${text}` });
      const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      expect(html).toContain(`<title>Title ${escaped}</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://shop.example/${escaped}">`);
      expect(html).toContain(`<body>Shop ${escaped}</body>`);
      expect(html.match(/<head>|<title>|<body>/g)).toEqual(['<head>', '<title>', '<body>']);
    },
  );
});

describe('renderIndexHtml with a page drawn on the server', () => {
  const framed = `<!doctype html><html><head><title>x</title><!--app-head--></head>
<body><div id="root">
  <!--app-body-->
  <div class="frame"><!--shop-name-->x<!--/shop-name--></div>
  <!--/app-body-->
</div><script type="module" src="/a.js"></script></body></html>`;

  it('puts the drawn body alone into #root and marks it for hydration', () => {
    const body = '<main><h1>Shop $&amp; more</h1></main>';
    const html = renderIndexHtml(framed, meta('shop'), { shopName: 'S' }, [], body);
    expect(html).toContain(`<div id="root" data-ssr="true">${body}</div><script`);
    expect(html).not.toContain('class="frame"');
  });

  it('keeps the painted frame when the browser draws the page', () => {
    const html = renderIndexHtml(framed, meta('cart'), { shopName: 'S' });
    expect(html).toContain('<div class="frame">S</div>');
    expect(html).not.toContain('data-ssr');
  });
});
