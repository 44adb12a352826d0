import type { FastifyInstance } from 'fastify';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ShipAuthBody } from '../../../domain/schemas/admin.js';
import { ships, userShipAuth, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf, msg } from '../../i18n/messages.js';
import { authorisedShipIds, setAuthorisedShips } from '../../scope/shipAuth.js';
import { UserQuery, userWhere } from './userRepo.js';
import { TextId } from '../../../domain/schemas/ids.js';

const UserIdParams = z.object({ userId: TextId });
const shipCount = sql<number>`(select count(*)::int from ${userShipAuth} where ${userShipAuth.userId} = ${users.id})`;

/** Ship authorisation: which ships each user may see on top of company / authority scope. */
export default async function shipAuthRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'system:shipAuth';
  const requireUser = async (id: number) => {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!u) throw notFound();
  };

  // The screen's user list, with how many ships each is narrowed to (0 = not narrowed).
  app.get(
    '/system/ship-auth',
    { config: { perm: `${P}:list`, doc: { summary: 'Users with ship counts', query: UserQuery } } },
    async (req) => {
      const q = parseQuery(req, UserQuery);
      const where = userWhere(db, q);
      const [items, [{ n }]] = await Promise.all([
        db
          .select({
            id: users.id,
            username: users.username,
            nameZh: users.nameZh,
            nameEn: users.nameEn,
            status: users.status,
            shipCount,
          })
          .from(users)
          .where(where)
          .orderBy(asc(users.username))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return ok(page(items, n, q.page, q.size));
    },
  );

  app.get('/system/ship-auth/:userId', { config: { perm: `${P}:list` } }, async (req) => {
    const { userId } = parseParams(req, UserIdParams);
    await requireUser(userId);
    return ok({ userId, shipIds: (await authorisedShipIds(db, userId)) ?? [] });
  });

  app.put(
    '/system/ship-auth/:userId',
    { config: { perm: `${P}:edit`, doc: { summary: 'Set authorised ships', body: ShipAuthBody } } },
    async (req) => {
      const { userId } = parseParams(req, UserIdParams);
      const { shipIds } = parseBody(req, ShipAuthBody);
      await requireUser(userId);
      if (shipIds.length) {
        const found = await db.select({ id: ships.id }).from(ships).where(inArray(ships.id, shipIds));
        if (found.length !== shipIds.length)
          throw new AppError(400, 'validation_failed', undefined, {
            shipIds: msg('msg.unknown_ref', langOf(req))!,
          });
      }
      await setAuthorisedShips(db, userId, shipIds, clock.now());
      return ok({ userId, shipIds: (await authorisedShipIds(db, userId)) ?? [] });
    },
  );
}
