/**
 * Open-loop load: arrivals on a fixed schedule (`rate` a second) whatever the answers' speed, as
 * students arrive at a drop. autocannon and `runAtConcurrency` are closed-loop (the next call
 * waits for an answer), which hides a queue: a slow server gets fewer calls. Each arrival's
 * latency is counted from its scheduled moment, so a late start (the driver itself behind) is
 * part of it. Calls go over node:http with keep-alive and no cap on sockets.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, keepAliveMsecs: 10_000 });

export interface HttpAnswer {
  /** 0 when no answer came (timeout, reset, refused). */
  status: number;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  ms: number;
  timedOut: boolean;
  /** The transport error when no answer came. */
  error?: string;
}

/** One call with a wall-clock `timeoutMs` (the time a student waits before giving up). */
export function httpCall(
  url: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; token?: string; timeoutMs: number },
): Promise<HttpAnswer> {
  const t0 = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer: Omit<HttpAnswer, 'ms'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - t0 });
    };
    const req = http.request(
      url,
      {
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        agent,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err) =>
          finish({ status: 0, body: {}, headers: {}, timedOut: false, error: err.message }),
        );
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {
            // not JSON (nginx's own error page): the status says enough
          }
          finish({ status: res.statusCode ?? 0, body, headers: res.headers, timedOut: false });
        });
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, body: {}, headers: {}, timedOut: true, error: 'timeout' });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (err) =>
      finish({ status: 0, body: {}, headers: {}, timedOut: false, error: err.message }),
    );
    req.end(payload);
  });
}

export interface OpenLoopRun<T> {
  results: T[];
  /** How late the driver started arrivals (ms behind schedule): p99 and the worst. */
  lateMs: { p99: number; max: number };
  /** From the first arrival's moment to the last answer. */
  seconds: number;
}

/**
 * Starts `arrive(i, scheduledAt)` for i in 0..rate×seconds−1 at `start + i / rate` (performance
 * time); waits for every arrival to end. `arrive` must not throw.
 */
export async function openLoop<T>(
  rate: number,
  seconds: number,
  arrive: (i: number, scheduledAt: number) => Promise<T>,
): Promise<OpenLoopRun<T>> {
  const count = Math.round(rate * seconds);
  const results: Promise<T>[] = [];
  const late: number[] = [];
  const start = performance.now() + 20;
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    late.push(Math.max(0, performance.now() - due));
    results.push(arrive(i, due));
  }
  const settled = await Promise.all(results);
  late.sort((a, b) => a - b);
  return {
    results: settled,
    lateMs: {
      p99: Math.round(late[Math.floor(late.length * 0.99)] ?? 0),
      max: Math.round(late.at(-1) ?? 0),
    },
    seconds: (performance.now() - start) / 1000,
  };
}
