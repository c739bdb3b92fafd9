/**
 * Writes nginx's page for a page request no instance answers (deploy/nginx/errors/), from the
 * shop's own "back in a minute" page so both look alike. `SHOP_NAME=… npx tsx
 * scripts/write-nginx-error-pages.ts` writes it under another shop name; the committed file
 * carries the default one (a test holds it equal to the module's output).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nginxErrorPages } from '../src/server/features/site/nginx-error-pages.ts';
import { packageRoot } from '../src/server/lib/package-root.ts';

for (const [file, html] of Object.entries(nginxErrorPages(process.env.SHOP_NAME))) {
  const target = path.join(packageRoot, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, html);
  console.log(`wrote ${file}`);
}
