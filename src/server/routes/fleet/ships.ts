import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  ShipInputSchema,
  ShipListQuerySchema,
  ShipUpdateSchema,
  type ShipInput,
} from '../../../domain/schemas/fleet.js';
import { companies, ships } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseParams, parseQuery } from '../../http/validate.js';
import { companyTreeIds, requireShip, shipScope } from '../../scope/ships.js';
import { applyDueChangesFor } from './changeApply.js';
import { cachedJson } from '../../cache/readCache.js';
import { assertDocTransfer, assertShipInTree, uniqueShipAnswer } from './companyRules.js';
import { checkRefs } from './dictCheck.js';
import { exportPage, guardWrite } from './writes.js';
import { msgFor } from '../../i18n/messages.js';
import { parseWith } from '../../http/validate.js';
import { AppError } from '../../http/errors.js';
import { IdParams } from './params.js';
import { shipDetail, shipFilter, shipListSelect, shipOrder, shipValues, writeShipLinks } from './shipRepo.js';

/** Largest export; the answer says `truncated` when the filter matched more. */
const EXPORT_MAX = 20_000;
const TOTAL = '__total';
// Built once: zod compiles a parser per schema, a noticeable cost per request.
const ShipListQuery = PageQuery().extend(ShipListQuerySchema.shape);

/** Ships: list, export, detail, create, edit, delete, "not my ship" — all inside the caller's scope. */
export default async function shipRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  async function validateRefs(req: FastifyRequest, s: ShipInput) {
    await checkRefs(db, req, {
      flagCode: s.flagCode,
      homePortCode: s.homePortCode,
      shipTypeCode: s.shipTypeCode,
      subTypeCode: s.subTypeCode,
      classCode: s.classCode,
      fuelCodes: (s.fuels ?? []).map((f) => f.fuelCode),
      companyIds: {
        ownerCompanyId: s.ownerCompanyId,
        operatorCompanyId: s.operatorCompanyId,
        docCompanyId: s.docCompanyId,
        builderCompanyId: s.builderCompanyId,
      },
    });
    const codes = [...new Set(s.authorityCodes ?? [])];
    if (codes.length) {
      const found = await db
        .select({ code: companies.code })
        .from(companies)
        .where(inArray(companies.code, codes));
      if (found.length !== codes.length)
        throw new AppError(400, 'validation_failed', undefined, {
          authorityCodes: msgFor(req, 'fleet.unknown_code')!,
        });
    }
    await assertShipInTree(db, req, s);
  }

  app.get('/fleet/ships', { config: { perm: 'ship:list:list' } }, async (req, reply) => {
    const q = parseQuery(req, ShipListQuery);
    const user = req.user!;
    await applyDueChangesFor(req, db, clock.now());
    // The scope depends on the account (companies, authority, ship authorisation) and the role.
    return cachedJson(req, reply, `${user.userId}:${user.roleId}`, async () => {
      const w = shipFilter(user, q);
      const offset = (q.page - 1) * q.size;
      // Page and total in one statement: the count is an uncorrelated scalar subquery,
      // so the page keeps its top-N sort and the call costs one round trip instead of two.
      const rows = await shipListSelect(db, {
        [TOTAL]: sql<number>`(select count(*) from ${ships} where ${w})`.mapWith(Number),
      })
        .where(w)
        .orderBy(...shipOrder)
        .limit(q.size)
        .offset(offset);
      const total = rows.length
        ? rows[0][TOTAL]
        : offset > 0
          ? (await db.select({ n: count() }).from(ships).where(w))[0].n
          : 0;
      const items = rows.map(({ [TOTAL]: _t, ...row }) => row);
      return ok(page(items, total, q.page, q.size));
    });
  });

  // Rows of the filtered list for the browser to turn into xlsx (xlsx never runs on the server).
  app.get('/fleet/ships/export', { config: { perm: 'ship:list:export' } }, async (req) => {
    const q = parseQuery(req, ShipListQuerySchema);
    const rows = await shipListSelect(db)
      .where(shipFilter(req.user!, q))
      .orderBy(...shipOrder)
      .limit(EXPORT_MAX + 1);
    return ok(exportPage(rows, EXPORT_MAX));
  });

  app.get('/fleet/ships/:id', { config: { perm: 'ship:list:list' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await applyDueChangesFor(req, db, clock.now());
    return ok(await shipDetail(db, await requireShip(db, req.user!, id)));
  });

  app.post('/fleet/ships', { config: { perm: 'ship:list:add' } }, async (req) => {
    const body = parseWith(ShipInputSchema, req.body, req);
    await validateRefs(req, body);
    const row = await guardWrite(
      () =>
        db.transaction(async (tx) => {
          const [r] = await tx.insert(ships).values(shipValues(body)).returning();
          await writeShipLinks(tx, r.id, body);
          return r;
        }),
      uniqueShipAnswer(req),
    );
    return ok(await shipDetail(db, row));
  });

  app.put('/fleet/ships/:id', { config: { perm: 'ship:list:edit' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const current = await requireShip(db, req.user!, id);
    const { version, ...body } = parseWith(ShipUpdateSchema, req.body, req);
    await validateRefs(req, body);
    await assertDocTransfer(db, req, 'docCompanyId', body.docCompanyId, current.docCompanyId);
    const row = await guardWrite(
      () =>
        db.transaction(async (tx) => {
          const [r] = await tx
            .update(ships)
            .set({ ...shipValues(body), version: version + 1, updatedAt: clock.now() })
            .where(and(eq(ships.id, id), eq(ships.version, version)))
            .returning();
          if (!r) throw conflict();
          await writeShipLinks(tx, id, body);
          return r;
        }),
      uniqueShipAnswer(req),
    );
    return ok(await shipDetail(db, row));
  });

  app.delete('/fleet/ships/:id', { config: { perm: 'ship:list:delete' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    // Equipment, fuels and curves go with the ship; DOC/flag history and later voyage data refuse.
    await guardWrite(() => db.delete(ships).where(eq(ships.id, id)));
    return ok({ id });
  });

  // "Not my ship": unlink the caller's companies from the ship; it leaves their scope.
  app.post('/fleet/ships/:id/notMine', { config: { perm: 'ship:list:notme' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const ship = await requireShip(db, req.user!, id);
    const tree = await companyTreeIds(db, req.user!);
    if (!tree.size) throw new AppError(400, 'no_company');
    const drop = (v: number | null) => (v != null && tree.has(v) ? null : v);
    await db
      .update(ships)
      .set({
        ownerCompanyId: drop(ship.ownerCompanyId),
        operatorCompanyId: drop(ship.operatorCompanyId),
        docCompanyId: drop(ship.docCompanyId),
        version: ship.version + 1,
        updatedAt: clock.now(),
      })
      .where(and(eq(ships.id, id), shipScope(req.user!)));
    return ok({ id });
  });
}
