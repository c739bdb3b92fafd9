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
  const framed = `<!doctype html><html><head><title>x</title><!--app-head-->
<script type="module" crossorigin src="/assets/entry-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/dep-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>
<body><div id="root">
  <!--app-body-->
  <div class="frame"><!--shop-name-->x<!--/shop-name--></div>
  <!--/app-body-->
</div></body></html>`;

  it('puts the drawn body alone into #root and marks it for hydration', () => {
    const body = '<main><h1>Shop $&amp; more</h1></main>';
    const html = renderIndexHtml(framed, meta('shop'), { shopName: 'S' }, [], body);
    expect(html).toContain(`<div id="root" data-ssr="true">${body}</div></body>`);
    expect(html).not.toContain('class="frame"');
  });

  it('starts the app after the first paint and preloads no code on a drawn page', () => {
    const preload = '<link rel="preload" as="image" href="/art/banner.webp">';
    const html = renderIndexHtml(framed, meta('shop'), {}, [preload], '<main></main>');
    expect(html).toContain('<script defer src="/boot.js" data-app="/assets/entry-1.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(preload);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('keeps the painted frame when the browser draws the page', () => {
    const html = renderIndexHtml(framed, meta('cart'), { shopName: 'S' });
    expect(html).toContain('<div class="frame">S</div>');
    expect(html).not.toContain('data-ssr');
    expect(html).toContain('<script type="module" crossorigin src="/assets/entry-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dep-2.js">');
  });
});
