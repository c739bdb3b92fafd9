import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A shop server of a spec's own, for settings the suite's server does not have (a short stock
 * hold, a gateway that refuses refunds): the built app on a fresh data folder, with the admin
 * account the specs sign in as. `stop` ends it and removes its folder.
 */
export interface OwnServer {
  baseURL: string;
  api: APIRequestContext;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export async function startOwnServer(
  env: Record<string, string>,
  port?: number,
): Promise<OwnServer> {
  const listen = port || (await freePort());
  const baseURL = `http://127.0.0.1:${listen}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-shop-e2e-own-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(listen),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@campusmerch.example',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000 },
    )
    .toBe(200);
  const api = await playwrightRequest.newContext({ baseURL });
  return {
    baseURL,
    api,
    async stop() {
      await api.dispose();
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The enclosing block's own server (see startOwnServer): started before its first test, stopped
 * after its last, on the port in the environment variable `portVariable` when set. `api` may be
 * taken at once (it reaches the server of the moment); `baseURL` is there once the tests run.
 */
export function ownServerForBlock(
  env: Record<string, string>,
  portVariable: string,
): { readonly baseURL: string; readonly api: APIRequestContext } {
  let own: OwnServer | undefined;
  const started = () => {
    if (!own) throw new Error('the own server runs only inside its block');
    return own;
  };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    own = await startOwnServer(env, Number(process.env[portVariable]) || undefined);
  });
  test.afterAll(() => own?.stop());
  const api = new Proxy({} as APIRequestContext, {
    get: (_, key) => {
      const value = Reflect.get(started().api, key) as unknown;
      return typeof value === 'function' ? value.bind(started().api) : value;
    },
  });
  return {
    get baseURL() {
      return started().baseURL;
    },
    api,
  };
}
