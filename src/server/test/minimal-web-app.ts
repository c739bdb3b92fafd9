import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The markers the server fills per page (features/site/html-template.ts), and nothing else. */
const INDEX = `<!doctype html><html><head><title>x</title><!--app-head--></head>
<body><div id="root"><!--shop-name-->x<!--/shop-name--></div></body></html>`;

/** A temporary folder holding a minimal built web app, for a test shop's `webDir`. */
export async function minimalWebApp(): Promise<string> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'web-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX);
  return webDir;
}

/**
 * A minimal built web app with the app's real renderer beside it (`../ssr/entry-server.js`, as
 * the build lays it out), loaded from source: pages the server draws are drawn (ADR 011, 020).
 */
export async function minimalWebAppWithRenderer(): Promise<string> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'web-ssr-'));
  const webDir = path.join(base, 'web');
  await mkdir(webDir);
  await mkdir(path.join(base, 'ssr'));
  await writeFile(
    path.join(webDir, 'index.html'),
    INDEX.replace(
      /<div id="root">.*<\/div>/,
      '<div id="root"><!--app-body-->x<!--/app-body--></div>',
    ),
  );
  const source = path.resolve(import.meta.dirname, '../../web/entry-server.tsx');
  await writeFile(
    path.join(base, 'ssr', 'entry-server.js'),
    `export * from ${JSON.stringify(source)};\n`,
  );
  return webDir;
}
