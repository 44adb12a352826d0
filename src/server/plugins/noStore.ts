import type { FastifyInstance } from 'fastify';

/**
 * Answers made for a signed-in caller are theirs alone: no shared or browser cache may keep them.
 * A route that wants caching (an image by content id) sets its own header.
 */
export function installNoStore(app: FastifyInstance): void {
  // A callback hook: nothing to wait for, so no promise per answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.user && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
