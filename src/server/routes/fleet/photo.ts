import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../../domain/schemas/fleet.js';
import { notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { readImageUpload } from '../../http/upload.js';
import { parseParams } from '../../http/validate.js';
import { findFile } from '../../repositories/files.js';
import { setShipPhoto } from '../../repositories/ships.js';
import { requireShip } from '../../scope/ships.js';
import { IdParams } from './params.js';

/**
 * The ship photo, addressed through its ship so the ship's scope guards it (the generic
 * /files/:id route knows nothing of ships). jpg/png by content, at most 500 KB (docs/product-rules.md §9).
 */
export default async function photoRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  app.post(
    '/fleet/ships/:id/photo',
    {
      config: { perm: 'ship:list:edit', rateLimit: { max: 30, windowMs: 60_000 } },
      bodyLimit: PHOTO_MAX_BYTES * 2,
    },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const ship = await requireShip(db, req.user!, id);
      const f = await readImageUpload(req, PHOTO_MAX_BYTES);
      const file = { ownerUserId: req.user!.userId, kind: 'ship_photo', ...f, name: f.name.slice(0, 200) };
      await setShipPhoto(db, ship, file, clock.now());
      return ok({ id, hasPhoto: true });
    },
  );

  app.get('/fleet/ships/:id/photo', { config: { perm: 'ship:list:list' } }, async (req, reply) => {
    const { id } = parseParams(req, IdParams);
    const ship = await requireShip(db, req.user!, id);
    const f = ship.photoFileId ? await findFile(db, ship.photoFileId) : undefined;
    if (!f) throw notFound();
    reply.header('Content-Type', f.mime).header('Cache-Control', 'private, max-age=300');
    return reply.send(Buffer.from(f.data));
  });
}
