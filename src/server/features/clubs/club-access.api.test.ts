import { beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX, endpoints } from '#shared/contract/endpoints.ts';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { makeClub, signedUpManager, type MadeClub } from './clubs-admin.test-kit.ts';

/**
 * The access matrix of ADR 023 over the contract as it stands: every club call
 * (`clubs/:slug/…`) as a manager of another club, a student who manages nothing, a visitor and
 * the club's own manager; every admin call as a club manager. A call added to the contract is
 * covered without touching this file: its path parameters and body are made from its schemas
 * (SAMPLE_BODIES holds a body for a call whose rules a made-up one cannot meet).
 */

const all = Object.entries(endpoints as Record<string, Endpoint>);
const clubCalls = all.filter(
  ([path, def]) => path.startsWith('clubs/:slug') && def.access !== 'none',
);
const adminCalls = all.filter(([, def]) => def.access === 'admin');

/** Bodies that pass a call's schema where a made-up one would not (keyed by path). */
const SAMPLE_BODIES: Record<string, unknown> = {
  'clubs/:slug/drops/extend': { id: 1, closesAt: '2030-01-10T18:00' },
  'clubs/:slug/drops/hand-over-bags': { id: 1, codes: '1234' },
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  pattern?: string;
};

/** A value of the schema: the first choice, the smallest number, a short string. */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return sample(choice.find((c) => c.type !== 'null') ?? choice[0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1));
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'sample@campus.example';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return {};
  }
}

function bodyOf(path: string, def: Endpoint): unknown {
  if (path in SAMPLE_BODIES) return SAMPLE_BODIES[path];
  return def.body ? sample(z.toJSONSchema(def.body, { io: 'input' }) as JsonSchema) : {};
}

/** The call's address with `slug` for `:slug` and `1` for any other parameter (an id). */
const urlOf = (path: string, slug: string) =>
  `${API_PREFIX}/${path.replace(/:(\w+)/g, (_, name: string) => (name === 'slug' ? slug : '1'))}`;

describeShop('who may call the club and admin calls', { shopPer: 'file' }, ({ shop }) => {
  let club: MadeClub;
  let manager: SignedUpUser;
  let otherManager: SignedUpUser;
  let student: SignedUpUser;
  beforeEach(async () => {
    if (manager) return;
    const admin = await signedInAdmin(shop);
    club = await makeClub(shop, admin.token);
    const other = await makeClub(shop, admin.token);
    manager = await signedUpManager(shop, admin.token, club);
    otherManager = await signedUpManager(shop, admin.token, other);
    student = await signedUpUser(shop);
  });

  const call = (path: string, def: Endpoint, token?: string) => {
    const method = def.methods[0]!;
    return shop.app.inject({
      method,
      url: urlOf(path, club.slug),
      ...(method === 'POST' ? { payload: bodyOf(path, def) as Record<string, unknown> } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };
  const codeOf = (res: { json(): unknown }) => (res.json() as { code?: string }).code;

  it('answers another club’s manager and a student 404, a visitor 401, its own manager', async () => {
    expect(clubCalls.length).toBeGreaterThanOrEqual(1);
    for (const [path, def] of clubCalls) {
      expect(def.access, path).toBe('user');
      const visitor = await call(path, def);
      expect(visitor.statusCode, `${path} as a visitor`).toBe(401);
      for (const [who, token] of [
        ['another club’s manager', otherManager.token],
        ['a student', student.token],
      ] as const) {
        const refused = await call(path, def, token);
        // A 400 here means the made-up body failed the call's schema: add one to SAMPLE_BODIES.
        expect([refused.statusCode, codeOf(refused)], `${path} as ${who}`).toEqual([
          404,
          'CLUB_NOT_FOUND',
        ]);
      }
      const own = await call(path, def, manager.token);
      expect(own.statusCode, `${path} as its manager`).not.toBe(401);
      // A 403 for its own club is a rule of the call (publishing needs a self-publishing club),
      // never a refusal of who calls.
      if (own.statusCode === 403) expect(codeOf(own), path).toBe('CLUB_CANNOT_PUBLISH');
      if (own.statusCode === 404) expect(codeOf(own), path).not.toBe('CLUB_NOT_FOUND');
      expect(own.statusCode, `${path} as its manager`).toBeLessThan(500);
    }
  });

  it('answers a forged slug (control characters, a NUL) 404 for the admin and a student alike', async () => {
    const admin = await signedInAdmin(shop);
    for (const slug of ['%00', '%00club%01', 'Robotics', encodeURIComponent('robotics\u202e')]) {
      for (const [path, def] of clubCalls) {
        for (const token of [admin.token, student.token]) {
          const method = def.methods[0]!;
          const res = await shop.app.inject({
            method,
            url: urlOf(path, slug),
            ...(method === 'POST' ? { payload: bodyOf(path, def) as Record<string, unknown> } : {}),
            headers: { authorization: `Bearer ${token}` },
          });
          expect([res.statusCode, codeOf(res)], `${path} with ${slug}`).toEqual([
            404,
            'CLUB_NOT_FOUND',
          ]);
        }
      }
    }
  });

  it('answers a club manager 403 ADMIN_ONLY on every admin call', async () => {
    expect(adminCalls.length).toBeGreaterThanOrEqual(10);
    for (const [path, def] of adminCalls) {
      const refused = await call(path, def, manager.token);
      expect([refused.statusCode, codeOf(refused)], path).toEqual([403, 'ADMIN_ONLY']);
    }
  });
});
