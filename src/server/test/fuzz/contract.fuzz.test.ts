import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '#shared/contract/endpoints.ts';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import { Failure } from '#shared/contract/common.ts';
import { OrderFilters } from '#shared/contract/admin-orders.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import {
  clientOf,
  startSandbox,
  type Sandbox,
} from '../../features/orders/payments/payments.test-kit.ts';
import { createTestDatabase, type TestDatabase } from '../db-harness.ts';
import { startTestShop, TEST_ADMIN_EMAIL, type TestShop } from '../test-shop.ts';
import { LEAVING_ADMIN, seedFuzzWorld, type FuzzWorld } from './fuzz-world.ts';
import {
  brokenJson,
  contentType,
  junkAuthorization,
  mutatedBody,
  pathSegment,
  strayQuery,
  toJsonText,
} from './mutations.ts';
import { inputArbitrary } from './zod-arbitrary.ts';

/**
 * Property: whatever a guest, a customer or the admin sends to any /api/v1 call of the contract
 * (bodies and path parameters generated from the call's zod schema, then mutated: wrong types,
 * control characters, huge values, other people's ids, missing and extra fields, prototype keys,
 * broken JSON), the shop never answers 5xx, and every 4xx is the contract's failure body.
 *
 * PGlite only: the run is bounded to about a minute, and what is fuzzed (HTTP, validation,
 * services) is the same on both engines. The seed is printed first; running this file with
 * FUZZ_SEED=… replays a run (each call's seed is derived from it and the call's path; the calls
 * share one shop, in order). FUZZ_RUNS and FUZZ_BUDGET_MS widen or narrow the search.
 */
const SEED = Number(process.env.FUZZ_SEED || 20_260_612);
/** Requests per call at most… */
const RUNS = Number(process.env.FUZZ_RUNS || 150);
/** …and wall time for all calls together (a slow machine sends fewer). */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS || 36_000);

type Role = 'guest' | 'customer' | 'admin';

interface Call {
  role: Role;
  method: 'GET' | 'POST';
  url: string;
  /** JSON text (or something that is not JSON); undefined: no body. */
  payload: string | undefined;
  contentType: string | undefined;
  /** Sent by a guest only. */
  junkAuthorization: string | undefined;
}

/** Every contract call, and the admin's CSV export that lives beside them under /api/v1. */
const calls: [string, Endpoint][] = [
  ...(Object.entries(endpoints) as [string, Endpoint][]),
  [
    'admin/orders.csv',
    { methods: ['POST'], access: 'admin', body: OrderFilters, reply: Failure, summary: 'CSV' },
  ],
];

/** A call's own seed, from the run's seed and its path. */
function seedFor(callPath: string): number {
  let h = SEED | 0;
  for (const ch of callPath) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/** The field names of an object schema (to drop or replace one a generated body left out). */
function keysOf(schema: z.ZodType | undefined): string[] {
  const def = (schema as unknown as { _zod?: { def: { shape?: object } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

function callArbitrary(callPath: string, def: Endpoint, world: FuzzWorld): fc.Arbitrary<Call> {
  const names = [...callPath.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = def.params ? inputArbitrary(def.params, world.hint) : fc.constant({});
  const url = fc.tuple(params, strayQuery).chain(([values, query]) =>
    fc
      .tuple(...names.map((n) => pathSegment(fc.constant((values as Record<string, unknown>)[n]))))
      .map((segments) => {
        let i = 0;
        return `/api/v1/${callPath.replace(/:\w+/g, () => segments[i++]!)}${query}`;
      }),
  );
  const body = def.body ? inputArbitrary(def.body, world.hint) : fc.constant({});
  return fc.record({
    role: fc.constantFrom<Role>('guest', 'customer', 'admin'),
    method: fc.constantFrom(...def.methods),
    url,
    payload: fc.oneof(
      { arbitrary: mutatedBody(body, keysOf(def.body)).map(toJsonText), weight: 12 },
      { arbitrary: brokenJson, weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    ),
    contentType,
    junkAuthorization: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 3 },
      { arbitrary: junkAuthorization, weight: 1 },
    ),
  });
}

/** An error in a few lines: its stack's top, and what it wraps (a reply's schema issues). */
function describeError(error: Error): string {
  const inner = (error as { cause?: unknown }).cause;
  const wrapped = inner === undefined ? '' : `\n  wraps: ${String(inner).slice(0, 600)}`;
  return `${error.stack?.split('\n').slice(0, 4).join('\n  ')}${wrapped}`;
}

/** What is wrong with a reply, if anything: a 5xx, or a 4xx not in the failure shape. */
function fault(status: number, body: string): string | undefined {
  if (status >= 500) return 'a 5xx';
  if (status < 400) return undefined;
  try {
    return Failure.safeParse(JSON.parse(body)).success ? undefined : 'not the failure shape';
  } catch {
    return 'not JSON';
  }
}

describe('every /api/v1 call under fuzzing: no 5xx, every 4xx the failure body (PGlite only, about a minute)', () => {
  let database: TestDatabase;
  let shop: TestShop;
  let sandbox: Sandbox;
  let uploadsDir: string;
  let world: FuzzWorld;
  /** The last error the app handled (onError hook), to say what broke behind a 5xx. */
  let lastError: Error | undefined;
  const sentTo = new Map<string, number>();
  /** Requests answered 2xx: the fuzzer got past validation to the services. */
  let accepted = 0;

  beforeAll(async () => {
    console.info(`contract fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_BUDGET_MS=${BUDGET_MS}`);
    database = await createTestDatabase('pglite');
    sandbox = await startSandbox();
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'fuzz-uploads-'));
    shop = await startTestShop(database.db, {
      payments: () => clientOf(sandbox),
      storage: createLocalStorage(uploadsDir),
      uploadsDir,
      env: {
        RATE_LIMIT_SCALE: '1000',
        ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${LEAVING_ADMIN.email}`,
      },
    });
    shop.app.addHook('onError', async (_request, _reply, error) => {
      lastError = error;
    });
    world = await seedFuzzWorld(shop);
  });

  afterAll(async () => {
    const total = [...sentTo.values()].reduce((a, b) => a + b, 0);
    const fewest = [...sentTo].sort((a, b) => a[1] - b[1])[0];
    console.info(
      `contract fuzz: ${total} requests (${accepted} answered 2xx) to ${sentTo.size} calls (fewest: ${fewest?.[1]} to ${fewest?.[0]}), FUZZ_SEED=${SEED}`,
    );
    await shop?.close();
    await sandbox?.close();
    await database?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  async function send(call: Call, callPath: string) {
    const headers: Record<string, string> = {};
    if (call.role !== 'guest') {
      const token =
        callPath === 'auth/logout' ? await world.sessionToEnd(call.role) : world.tokens[call.role];
      headers.authorization = `Bearer ${token}`;
    } else if (call.junkAuthorization) {
      headers.authorization = call.junkAuthorization;
    }
    const withBody = call.method === 'POST' && call.payload !== undefined;
    if (withBody && call.contentType) headers['content-type'] = call.contentType;
    const n = (sentTo.get(callPath) ?? 0) + 1;
    sentTo.set(callPath, n);
    return shop.app.inject({
      method: call.method,
      url: call.url,
      headers,
      ...(withBody ? { payload: call.payload } : {}),
      // Addresses spread out, so that per-IP limits do not answer everything with 429.
      remoteAddress: `10.9.${Math.floor(n / 250) % 250}.${n % 250}`,
    });
  }

  it.each(calls)(
    '%s',
    async (callPath, def) => {
      await fc.assert(
        fc.asyncProperty(callArbitrary(callPath, def, world), async (call) => {
          lastError = undefined;
          const res = await send(call, callPath);
          if (res.statusCode < 300) accepted += 1;
          const wrong = fault(res.statusCode, res.body);
          if (!wrong) return;
          const cause = lastError as Error | undefined; // set by the hook meanwhile
          throw new Error(
            [
              `${wrong}: ${call.method} ${call.url.slice(0, 200)} as ${call.role}`,
              `  answered ${res.statusCode} ${res.body.slice(0, 300)}`,
              ...(res.statusCode >= 500 && cause ? [`  cause: ${describeError(cause)}`] : []),
            ].join('\n'),
          );
        }),
        {
          seed: seedFor(callPath),
          numRuns: RUNS,
          // At least a second each: on a loaded machine a call's first run alone can take longer
          // than its share, and a property stopped before one run fails.
          interruptAfterTimeLimit: Math.max(1_000, Math.floor(BUDGET_MS / calls.length)),
          markInterruptAsFailure: false,
        },
      );
    },
    30_000,
  );
});
