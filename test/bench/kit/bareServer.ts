/**
 * The anchor's process: a bare Fastify hello, started like the app server (tsx, one Node process),
 * so "× bare" compares the app with the least a Fastify process on this machine can do. Prints its
 * port on the first line. With `BARE_DATABASE_URL` it also answers `/query`: one prepared
 * statement of one row on a pool of the app's size (`select $1::int`), the least a read that makes
 * one round trip to PostgreSQL can cost this machine (cpuPerRequest.ts prints it beside the reads).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { onParentGone } from './process.js';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const url = process.env.BARE_DATABASE_URL;
const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : undefined;
if (pool) {
  let n = 0;
  app.get('/query', async () => {
    const r = await pool.query({ name: 'bare_one', text: 'select $1::int as n', values: [++n] });
    return { n: r.rows[0].n };
  });
}
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
const stop = () =>
  void app
    .close()
    .then(() => pool?.end())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
onParentGone(stop);
