import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { loadSecrets, secretsFrom } from './secrets.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'secrets-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}

describe('loadSecrets', () => {
  it('generates a secret once under DATA_DIR, mode 0600, and reuses it', async () => {
    const DATA_DIR = await dataDir();
    const first = await loadSecrets(loadConfig({ DATA_DIR }));
    const second = await loadSecrets(loadConfig({ DATA_DIR }));
    expect(Buffer.from(second.jwtKey)).toEqual(Buffer.from(first.jwtKey));
    const file = path.join(DATA_DIR, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(await readFile(file, 'utf8')) as { jwtSecret: string };
    expect(saved.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(first.otpKey)).not.toEqual(Buffer.from(first.jwtKey));
  });

  it('uses JWT_SECRET when set and writes nothing', async () => {
    const DATA_DIR = await dataDir();
    const JWT_SECRET = 'x'.repeat(40);
    const secrets = await loadSecrets(loadConfig({ DATA_DIR, JWT_SECRET }));
    expect(Buffer.from(secrets.jwtKey)).toEqual(Buffer.from(secretsFrom(JWT_SECRET).jwtKey));
    await expect(stat(path.join(DATA_DIR, 'secrets.json'))).rejects.toThrow();
  });
});
