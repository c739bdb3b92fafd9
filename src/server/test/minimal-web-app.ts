import { mkdtemp, writeFile } from 'node:fs/promises';
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
