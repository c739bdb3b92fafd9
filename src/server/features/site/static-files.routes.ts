import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from '../../deps.ts';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Files served as they are: uploaded images under /uploads/ (local storage only), and the built
 * web app's files when `webApp` (its index.html is there): hashed assets kept a year, the rest a
 * day, each sent precompressed when the build made a .br or .gz beside it.
 */
export async function staticFileRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'uploadsDir' | 'webDir'>,
  webApp: boolean,
): Promise<void> {
  if (deps.uploadsDir) {
    // A fresh shop has uploaded nothing yet: the folder is made now (empty, it serves nothing)
    // rather than the static plugin warning at every first start that its root is missing.
    await mkdir(deps.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: path.resolve(deps.uploadsDir),
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('cache-control', YEAR),
    });
  }
  if (deps.webDir && webApp) {
    await app.register(fastifyStatic, {
      root: path.resolve(deps.webDir),
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? YEAR : 'public, max-age=86400');
      },
    });
  }
}
