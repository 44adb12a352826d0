import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ShipAuthBody } from '../../../domain/schemas/admin.js';
import { AppError } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { msg } from '../../i18n/lookup.js';
import { listUsersWithShipCounts, requireUser, shipsExist } from '../../repositories/shipAuth.js';
import { authorisedShipIds, setAuthorisedShips } from '../../scope/shipAuth.js';
import { UserQuery } from './userQuery.js';
import { TextId } from '../../../domain/schemas/ids.js';

const UserIdParams = z.object({ userId: TextId });

/** Ship authorisation: which ships each user may see on top of company / authority scope. */
export default async function shipAuthRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'system:shipAuth';

  // The screen's user list, with how many ships each is narrowed to (0 = not narrowed).
  app.get(
    '/system/ship-auth',
    { config: { perm: `${P}:list`, doc: { summary: 'Users with ship counts', query: UserQuery } } },
    async (req) => {
      const q = parseQuery(req, UserQuery);
      const { items, total } = await listUsersWithShipCounts(db, q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  app.get('/system/ship-auth/:userId', { config: { perm: `${P}:list` } }, async (req) => {
    const { userId } = parseParams(req, UserIdParams);
    await requireUser(db, userId);
    return ok({ userId, shipIds: (await authorisedShipIds(db, userId)) ?? [] });
  });

  app.put(
    '/system/ship-auth/:userId',
    { config: { perm: `${P}:edit`, doc: { summary: 'Set authorised ships', body: ShipAuthBody } } },
    async (req) => {
      const { userId } = parseParams(req, UserIdParams);
      const { shipIds } = parseBody(req, ShipAuthBody);
      await requireUser(db, userId);
      if (!(await shipsExist(db, shipIds)))
        throw new AppError(400, 'validation_failed', undefined, {
          shipIds: msg('msg.unknown_ref', langOf(req))!,
        });
      await setAuthorisedShips(db, userId, shipIds, clock.now());
      return ok({ userId, shipIds: (await authorisedShipIds(db, userId)) ?? [] });
    },
  );
}
