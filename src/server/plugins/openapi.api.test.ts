import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/db-harness.ts';
import { startTestShop } from '../test/test-shop.ts';
import { PRODUCTION_ENV } from '../test/test-app.ts';

/**
 * The OpenAPI page (/docs) maps every call for whoever asks: on by default outside production,
 * in production only with OPENAPI_DOCS=true (a map of every call helps an attacker more than a user).
 */
describe.each(testEngines())('the OpenAPI page on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function docsOf(env: Record<string, string>) {
    const shop = await startTestShop(database.db, { env });
    try {
      const json = await shop.app.inject('/docs/json');
      const ui = await shop.app.inject('/docs');
      return {
        json: json.statusCode,
        paths: json.statusCode === 200 ? Object.keys(json.json().paths ?? {}) : [],
        ui: ui.statusCode,
      };
    } finally {
      await shop.close();
    }
  }

  it('is served outside production by default', async () => {
    const docs = await docsOf({ NODE_ENV: 'development' });
    expect(docs.json).toBe(200);
    expect(docs.paths).toContain('/api/v1/auth/login');
    expect(docs.ui).toBe(200);
  });

  it('is not there in production unless OPENAPI_DOCS=true', async () => {
    expect(await docsOf(PRODUCTION_ENV)).toEqual({ json: 404, paths: [], ui: 404 });
    const opted = await docsOf({ ...PRODUCTION_ENV, OPENAPI_DOCS: 'true' });
    expect(opted.json).toBe(200);
    expect(opted.paths).toContain('/api/v1/auth/login');
  });

  it('marks the calls added beyond the original contract, and only those (ADR 014)', async () => {
    const shop = await startTestShop(database.db, { env: { NODE_ENV: 'development' } });
    try {
      const { paths } = (await shop.app.inject('/docs/json')).json() as {
        paths: Record<string, Record<string, { tags?: string[]; 'x-addition'?: boolean }>>;
      };
      const logout = paths['/api/v1/auth/logout']!.post!;
      expect(logout['x-addition']).toBe(true);
      expect(logout.tags).toContain('addition');
      const login = paths['/api/v1/auth/login']!.post!;
      expect(login['x-addition']).toBeUndefined();
      expect(login.tags).not.toContain('addition');
    } finally {
      await shop.close();
    }
  });

  it('can be turned off in development (OPENAPI_DOCS=false)', async () => {
    const docs = await docsOf({ NODE_ENV: 'development', OPENAPI_DOCS: 'false' });
    expect(docs).toEqual({ json: 404, paths: [], ui: 404 });
  });
});
