import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../lib/package-root.ts';
import { logIn } from './fault-fixtures.ts';
import { nginxShops, nginxShopsRun, run } from './rolling-restart.test-kit.ts';
import { api, portFrom, range, sleep, type Exit } from './shop-process.ts';

/**
 * The rolling upgrade of docs/operations.md, on real parts: the shipped nginx site
 * in front of two production shop processes (the server bundle) on one PostgreSQL, steady
 * traffic of catalogue reads, logins and cart writes at about 20 requests a second, while
 * deploy/rolling-restart.sh restarts each instance in turn and waits for its /readyz. Every
 * request must get its answer, and none may reach the shop twice.
 */
const RATE_PER_SECOND = 20;
/** Rolling restarts in a row (ROLLING_RESTART_ROUNDS, default 1: more to soak it locally). */
const ROUNDS = Number(process.env.ROLLING_RESTART_ROUNDS ?? 1);

/** How often each value occurs. */
const tally = (values: string[]) =>
  Object.fromEntries(
    [...new Set(values)].sort().map((v) => [v, values.filter((x) => x === v).length]),
  );

interface Sent {
  kind: 'catalogue' | 'details' | 'login' | 'addToCart';
  /** 200, or the status with the failure's code, or the network error. */
  status: number | string;
  requestId?: string;
  teeName?: string;
}

describe.runIf(nginxShopsRun)(
  'rolling restart behind nginx (PostgreSQL: instances sharing one database)',
  () => {
    const rolling = nginxShops('rolling', 45000);
    const { shopPorts, shops, everyShop, startShop } = rolling;
    let control: Server;
    let controlPort: number;
    const exits: Exit[] = [];

    beforeAll(async () => {
      // systemd's part in the test: the restart command of deploy/rolling-restart.sh asks this
      // server, which stops the instance on the port as systemd would (SIGTERM, wait for the
      // exit) and starts a new one, answering once it is spawned, not once it is ready.
      controlPort = await portFrom(range(45020, 45024));
      control = createServer((req, res) => {
        const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? '')?.[1]);
        const shop = shops.get(port);
        if (req.method !== 'POST' || !shop) return void res.writeHead(404).end();
        shop.signal('SIGTERM');
        void shop.exited
          .then(async (exit) => {
            exits.push(exit);
            await startShop(port, false);
            res.writeHead(200).end();
          })
          .catch((err: unknown) => res.writeHead(500).end(String(err)));
      });
      await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await new Promise((resolve) => (control ? control.close(resolve) : resolve(undefined)));
    });

    it(
      'deploy/rolling-restart.sh restarts both instances under steady traffic: every request answered 200, none served twice',
      async () => {
        const { data, nginx } = rolling;
        const token = await logIn(nginx.url, data.student);
        const before = shopPorts.map((port) => shops.get(port)!);
        const sent: Array<Promise<Sent>> = [];
        /** One request through nginx, as a browser sends it (kept-alive connections). */
        const send = async (n: number): Promise<Sent> => {
          const kind = (['catalogue', 'details', 'addToCart', 'catalogue', 'login'] as const)[
            n % 5
          ]!;
          const teeName = kind === 'addToCart' ? `Rolling ${n}` : undefined;
          const request =
            kind === 'catalogue'
              ? fetch(`${nginx.url}/api/v1/products/get-product`)
              : kind === 'details'
                ? fetch(`${nginx.url}/api/v1/products/get-product-details/${data.tee.id}`)
                : fetch(
                    `${nginx.url}/api/v1/${kind === 'login' ? 'auth/login' : 'products/addToCart'}`,
                    {
                      method: 'POST',
                      headers: {
                        'content-type': 'application/json',
                        authorization: `Bearer ${token}`,
                      },
                      body: JSON.stringify(
                        kind === 'login'
                          ? data.students[Math.floor(n / 5) % data.students.length]
                          : {
                              productId: data.tee.id,
                              selectedSize: 'M',
                              teeName,
                              instiName: 'IITM',
                            },
                      ),
                    },
                  );
          try {
            const res = await request;
            const body = await res.text();
            return {
              kind,
              // A failure names its code (the shop's, or nginx's SHOP_UNAVAILABLE).
              status:
                res.status === 200 ? 200 : `${res.status} ${/"code":"(\w+)"/.exec(body)?.[1]}`,
              requestId: res.headers.get('x-request-id') ?? '',
              teeName,
            };
          } catch (err) {
            return {
              kind,
              status: (err as Error).cause ? String((err as Error).cause) : String(err),
            };
          }
        };

        let n = 0;
        const began = Date.now();
        // Open loop at a steady rate: a late timer sends what is due, so slow answers never slow it.
        const traffic = setInterval(() => {
          while (n < ((Date.now() - began) * RATE_PER_SECOND) / 1000) sent.push(send(n++));
        }, 10);
        let rolled: { stdout: string; stderr: string };
        try {
          await sleep(2000);
          const ports = Array.from({ length: ROUNDS }, () => shopPorts.map(String)).flat();
          rolled = await run('bash', ['deploy/rolling-restart.sh', ...ports], {
            cwd: packageRoot,
            env: {
              ...process.env,
              SHOP_RESTART: `curl -sf -X POST http://127.0.0.1:${controlPort}/restart/{port}`,
            },
          });
          await sleep(2000);
        } finally {
          clearInterval(traffic);
        }
        const results = await Promise.all(sent);
        const seconds = (Date.now() - began) / 1000;
        console.log(
          `rolling restart: ${results.length} requests in ${seconds.toFixed(1)} s ` +
            `(${(results.length / seconds).toFixed(1)}/s); answers: ` +
            JSON.stringify(tally(results.map((r) => `${r.kind} ${r.status}`))) +
            `\n${rolled.stdout}`,
        );

        // Both instances were restarted gracefully, one after the other, by the script.
        expect(exits).toEqual(Array(2 * ROUNDS).fill({ code: 0, signal: null }));
        expect(rolled.stdout).toMatch(new RegExp(`port ${shopPorts[1]} ready again`));
        for (const [i, port] of shopPorts.entries()) expect(shops.get(port)).not.toBe(before[i]);

        // Every request got its answer. (On failure, what nginx met besides refused connections.)
        if (results.some((r) => r.status !== 200)) {
          const errors = (await nginx.errorLog()).filter((l) => !l.includes('(111: Connection'));
          console.log(`nginx's errors:\n${errors.join('\n')}`);
        }
        expect(results.length).toBeGreaterThan(RATE_PER_SECOND * 5);
        expect(results.filter((r) => r.status !== 200)).toEqual([]);

        // No request reached the shop twice: each request id was answered by exactly one process,
        // and each cart write made exactly one line holding one tee.
        const answeredCounts = () => {
          const answered = new Map<string, number>();
          for (const shop of everyShop) {
            for (const line of shop.output().split('\n')) {
              if (!line.includes('"request completed"')) continue;
              const id = (JSON.parse(line) as { reqId: string }).reqId;
              answered.set(id, (answered.get(id) ?? 0) + 1);
            }
          }
          return answered;
        };
        // A reply can arrive before its log line has come through the pipe.
        let answered = answeredCounts();
        for (
          let tries = 0;
          tries < 30 && results.some((r) => !answered.has(r.requestId!));
          tries++
        ) {
          await sleep(100);
          answered = answeredCounts();
        }
        expect(results.filter((r) => answered.get(r.requestId!) !== 1)).toEqual([]);
        const writes = results.filter((r) => r.kind === 'addToCart').map((r) => r.teeName);
        const cart = await api(nginx.url, 'products/getProductsInCart', {}, token);
        const lines = (cart.json().products as Array<{ teeName: string; quantity: number }>)
          .filter((l) => l.teeName.startsWith('Rolling '))
          .map((l) => ({ teeName: l.teeName, quantity: l.quantity }));
        expect(lines.sort((a, b) => a.teeName.localeCompare(b.teeName))).toEqual(
          writes.sort().map((teeName) => ({ teeName, quantity: 1 })),
        );

        // The restarts were felt: nginx found an instance refusing and passed the request on.
        const log = await nginx.accessLog();
        const passedOn = log.filter((l) => /"[^"]+, [^"]+"/.test(l));
        console.log(`requests nginx passed to the other instance: ${passedOn.length}`);
        // And each new process served its share afterwards.
        for (const port of shopPorts)
          expect(shops.get(port)!.output()).toContain('request completed');
      },
      60_000 * (1 + ROUNDS),
    );
  },
);
