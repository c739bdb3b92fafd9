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
