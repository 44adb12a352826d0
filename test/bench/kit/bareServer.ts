/**
 * The anchor's process: a bare Fastify hello, started like the app server (tsx, one Node process),
 * so "× bare" compares the app with the least a Fastify process on this machine can do. Prints its
 * port on the first line.
 */
import Fastify from 'fastify';
import { onParentGone } from './process.js';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
onParentGone(stop);
