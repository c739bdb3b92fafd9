import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { packageRoot } from '../../lib/package-root.ts';
import { nginxErrorPages } from './nginx-error-pages.ts';

it("ships nginx's error pages as the shop's module writes them (scripts/write-nginx-error-pages.ts)", async () => {
  for (const [file, html] of Object.entries(nginxErrorPages())) {
    expect(await readFile(path.join(packageRoot, file), 'utf8'), file).toBe(html);
  }
});

it('draws a self-contained page: no script, no external style, the status in words', () => {
  const html = Object.values(nginxErrorPages('Quad <Threads>'))[0] ?? '';
  expect(html).toContain('Quad &#60;Threads&#62;');
  expect(html).toContain('The shop is busy or being updated');
  expect(html).toContain('503 Service Unavailable');
  expect(html).toContain('<a class="retry" href="">Try again</a>');
  expect(html).not.toMatch(/<script|<link|src=|url\(/i);
});
