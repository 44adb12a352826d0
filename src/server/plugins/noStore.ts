import type { FastifyInstance } from 'fastify';

/**
 * Answers made for a signed-in caller are theirs alone: no shared or browser cache may keep them.
 * A route that wants caching (an image by content id) sets its own header.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.user && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
