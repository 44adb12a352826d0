import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PHOTO_MAX_BYTES } from '../../../domain/schemas/fleet.js';
import { files, ships } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseParams } from '../../http/validate.js';
import { requireShip } from '../../scope/ships.js';
import { sniffImage } from '../session/sniffImage.js';
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
      const part = await req.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!part) throw new AppError(400, 'validation_failed', undefined, { file: 'Required' });
      const data = await part.toBuffer().catch(() => {
        throw new AppError(413, 'file_too_large');
      });
      if (part.file.truncated || data.length > PHOTO_MAX_BYTES) throw new AppError(413, 'file_too_large');
      const mime = sniffImage(data);
      if (!mime) throw new AppError(400, 'file_type');
      const fileId = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(files).values({
          id: fileId,
          ownerUserId: req.user!.userId,
          kind: 'ship_photo',
          mime,
          name: part.filename.slice(0, 200),
          size: data.length,
          data,
        });
        await tx.update(ships).set({ photoFileId: fileId, updatedAt: clock.now() }).where(eq(ships.id, id));
        if (ship.photoFileId) await tx.delete(files).where(eq(files.id, ship.photoFileId));
      });
      return ok({ id, hasPhoto: true });
    },
  );

  app.get('/fleet/ships/:id/photo', { config: { perm: 'ship:list:list' } }, async (req, reply) => {
    const { id } = parseParams(req, IdParams);
    const ship = await requireShip(db, req.user!, id);
    if (!ship.photoFileId) throw notFound();
    const [f] = await db.select().from(files).where(eq(files.id, ship.photoFileId));
    if (!f) throw notFound();
    reply.header('Content-Type', f.mime).header('Cache-Control', 'private, max-age=300');
    return reply.send(Buffer.from(f.data));
  });
}
