/**
 * The ceiling of the API load bench: a bare Fastify app answering one point select
 * (`select id, name from products where id = $1`) through the shop's own driver, a `pg` pool of
 * the shop's size (DATABASE_URL) or PGlite (PGLITE_DIR). No hooks, no schemas, no logging: what
 * this machine can do per request with a database round trip, to compare the shop's calls with.
 * Run by bench/api-load.ts as a child process: PORT, and DATABASE_URL or PGLITE_DIR.
 */
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const POINT_SELECT = 'select id, name from products where id = $1';

type Query = (id: number) => Promise<unknown[]>;

async function openDriver(): Promise<{ query: Query; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (id) => (await pool.query(POINT_SELECT, [id])).rows,
      close: () => pool.end(),
    };
  }
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error('set DATABASE_URL or PGLITE_DIR');
  const client = await PGlite.create({ dataDir: dir });
  return {
    query: async (id) => (await client.query(POINT_SELECT, [id])).rows,
    close: () => client.close(),
  };
}

const driver = await openDriver();
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/point/:id', async (request, reply) => {
  const [row] = await driver.query(Number(request.params.id));
  return row ?? reply.code(404).send({ status: 404 });
});
const close = async () => {
  await app.close();
  await driver.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
