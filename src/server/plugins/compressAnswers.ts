import { gzip, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip } from '../cache/readCache.js';

/**
 * An uncached answer of at least this many characters is sent as gzip to a client that takes it.
 * Below it the deflate costs more than the bytes it saves on the socket.
 */
export const ANSWER_GZIP_MIN_CHARS = 8 * 1024;

/**
 * Large JSON answers made for this call (a voyage page with its legs: 25–80 KB) go out as gzip at
 * the fastest level when the client takes it, as every browser does. Why: writing them to the
 * socket was a fifth of such a call's CPU (writev in a profile on the 10,000-ship database), and the
 * receiving end reads ten to fifteen times fewer bytes (a 79 KB page is 5 KB at level 1, made in
 * about 0.16 ms, off the event loop). Answers from the read cache are compressed once per kept
 * entry instead (`cachedJson`), at the default level, and come here already encoded; streams
 * (files, exports) are left alone.
 */
export function installCompressAnswers(app: FastifyInstance): void {
  // A callback hook: no promise per answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      payload.length < ANSWER_GZIP_MIN_CHARS ||
      reply.hasHeader('content-encoding') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    )
      return done(null, payload);
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return done(null, payload);
    // On libuv's thread pool, not the event loop: the one thread that answers every request was
    // what bounded a voyage page's throughput, and the machine's other core had room.
    gzip(payload, { level: constants.Z_BEST_SPEED }, (err, zipped) => {
      if (err) return done(null, payload);
      reply.header('content-encoding', 'gzip');
      reply.removeHeader('content-length');
      done(null, zipped);
    });
  });
}
