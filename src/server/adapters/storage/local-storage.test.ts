import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, uploadsDirFor } from './local-storage.ts';

describe('local storage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a file under the folder and returns its /uploads URL', async () => {
    const storage = createLocalStorage(dir);
    const url = await storage.put('images/tee-1.webp', Buffer.from('hello'), 'image/webp');
    expect(url).toBe('/uploads/images/tee-1.webp');
    expect(await readFile(path.join(dir, 'images', 'tee-1.webp'), 'utf8')).toBe('hello');
  });

  it('overwrites, then deletes', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('a.txt', Buffer.from('1'), 'text/plain');
    await storage.put('a.txt', Buffer.from('2'), 'text/plain');
    expect(await readFile(path.join(dir, 'a.txt'), 'utf8')).toBe('2');
    await storage.delete!('a.txt');
    await expect(stat(path.join(dir, 'a.txt'))).rejects.toThrow();
    await storage.delete!('a.txt'); // deleting a missing file is fine
  });

  it('refuses keys that would leave the folder', async () => {
    const storage = createLocalStorage(dir);
    for (const key of ['../x', '/etc/passwd', 'images/../../x', 'a//b', '', 'a\\b']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid/);
    }
  });

  it('puts uploads under DATA_DIR/uploads', () => {
    expect(uploadsDirFor('/srv/data')).toBe(path.resolve('/srv/data/uploads'));
  });
});
