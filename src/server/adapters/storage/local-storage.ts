import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type Storage } from './storage.ts';

/** The folder local uploads live in; the server serves it at /uploads/ with long cache headers. */
export function uploadsDirFor(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** Files under `dir/<key>`, served at `${publicPrefix}/<key>`. Writes are atomic (temp + rename). */
export function createLocalStorage(dir: string, publicPrefix = '/uploads'): Storage {
  const root = path.resolve(dir);
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
      return `${publicPrefix}/${key}`;
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
