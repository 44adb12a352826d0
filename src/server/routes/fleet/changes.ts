import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { FlagDocChangeInputSchema, type FlagDocChangeInput } from '../../../domain/schemas/fleet.js';
import { companies, flagDocChanges, ships } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseParams, parseQuery } from '../../http/validate.js';
import { requireShip, shipScope } from '../../scope/ships.js';
import { applyDueChangesFor, periodsOf, recomputeShip, valueAt, type ChangeRow } from './changeApply.js';
import { checkRefs } from './dictCheck.js';
import { guardWrite } from './writes.js';
import { assertDocTransfer } from './companyRules.js';
import { parseWith } from '../../http/validate.js';
import { IdParams, ImoParams } from './params.js';
import { shipDetail } from './shipRepo.js';
import { textInt, Version } from '../../../domain/schemas/ids.js';

const oldCo = alias(companies, 'old_company');
const newCo = alias(companies, 'new_company');

/** DOC and flag changes with the spec's `/flagDocChange/...` calls; every one goes through the ship's scope. */
// Schemas are built once: zod compiles a parser per schema, a noticeable cost per request.
const YearQuery = z.object({ year: textInt(2000, 2100).optional() });
const ChangeUpdateBody = FlagDocChangeInputSchema.and(z.object({ version: Version }));

export default async function changeRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const read = { config: { perm: 'ship:list:list' } };
  const write = { config: { perm: 'ship:list:flagDocChange' } };

  // Rows joined with the ship and company names; `where` always includes the caller's ship scope.
  const select = (req: FastifyRequest) =>
    db
      .select({
        change: flagDocChanges,
        shipNameEn: ships.nameEn,
        shipNameZh: ships.nameZh,
        imo: ships.imo,
        oldCompanyEn: oldCo.nameEn,
        oldCompanyZh: oldCo.nameZh,
        newCompanyEn: newCo.nameEn,
        newCompanyZh: newCo.nameZh,
      })
      .from(flagDocChanges)
      .innerJoin(ships, and(eq(ships.id, flagDocChanges.shipId), shipScope(req.user!)))
      .leftJoin(oldCo, eq(oldCo.id, flagDocChanges.oldCompanyId))
      .leftJoin(newCo, eq(newCo.id, flagDocChanges.newCompanyId))
      .$dynamic();
  type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const dto = ({ change, ...names }: Joined) => ({ ...change, ...names });
  const byId = async (req: FastifyRequest, id: number) => {
    const [row] = await select(req).where(eq(flagDocChanges.id, id));
    if (!row) throw notFound();
    return row;
  };
  const history = (shipId: number) =>
    db.select().from(flagDocChanges).where(eq(flagDocChanges.shipId, shipId));

  app.get('/flagDocChange/findAllByshipIdOrderByEffectiveDateDesc/:id', read, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    const rows = await select(req)
      .where(eq(flagDocChanges.shipId, id))
      .orderBy(desc(flagDocChanges.effectiveDate));
    return ok(rows.map(dto));
  });

  app.get('/flagDocChange/findFlagDocChangeById/:id', read, async (req) =>
    ok(dto(await byId(req, parseParams(req, IdParams).id))),
  );

  // The latest flag change and the latest DOC change of a ship (either may be null).
  app.get('/flagDocChange/flatChangeLatest/:id', read, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    const rows = (
      await select(req).where(eq(flagDocChanges.shipId, id)).orderBy(desc(flagDocChanges.effectiveDate))
    ).map(dto);
    return ok({
      flag: rows.find((r) => r.changeType === 'flag') ?? null,
      doc: rows.find((r) => r.changeType === 'doc') ?? null,
    });
  });

  app.get('/flagDocChange/getPeriodDates/:id', read, async (req) => {
    const { id } = parseParams(req, IdParams);
    const { year } = parseQuery(req, YearQuery);
    const ship = await requireShip(db, req.user!, id);
    return ok(periodsOf(await history(id), year ?? clock.now().getUTCFullYear(), ship));
  });

  app.get('/flagDocChange/findOiShipInfoByImoNo/:imo', read, async (req) => {
    const { imo } = parseParams(req, ImoParams);
    await applyDueChangesFor(req, db, clock.now());
    const [row] = await db
      .select()
      .from(ships)
      .where(and(eq(ships.imo, imo), shipScope(req.user!)));
    if (!row) throw notFound();
    return ok(await shipDetail(db, row));
  });

  /** Fills the "before" value from the ship's history at the effective date when the form left it out. */
  async function prepare(req: FastifyRequest, body: FlagDocChangeInput, changes: ChangeRow[]) {
    const ship = await requireShip(db, req.user!, body.shipId);
    const at = new Date(body.effectiveDate);
    const flag = body.changeType === 'flag';
    const values = {
      shipId: ship.id,
      changeType: body.changeType,
      effectiveDate: at,
      oldFlagCode: flag
        ? (body.oldFlagCode ?? (valueAt(changes, 'flag', at, ship.flagCode) as string))
        : null,
      newFlagCode: flag ? body.newFlagCode! : null,
      oldCompanyId: flag
        ? null
        : (body.oldCompanyId ?? (valueAt(changes, 'doc', at, ship.docCompanyId) as number | null)),
      newCompanyId: flag ? null : body.newCompanyId!,
    };
    await checkRefs(db, req, {
      flagCode: values.newFlagCode,
      companyIds: { oldCompanyId: values.oldCompanyId, newCompanyId: values.newCompanyId },
    });
    if (values.oldFlagCode) await checkRefs(db, req, { flagCode: values.oldFlagCode });
    await assertDocTransfer(db, req, 'newCompanyId', values.newCompanyId, ship.docCompanyId);
    return values;
  }

  app.post('/flagDocChange', write, async (req) => {
    const body = parseWith(FlagDocChangeInputSchema, req.body, req);
    const values = await prepare(req, body, await history(body.shipId));
    const id = await guardWrite(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(flagDocChanges)
          .values({ ...values, createdBy: req.user!.username })
          .returning();
        await recomputeShip(tx, values.shipId, clock.now());
        return row.id;
      }),
    );
    return ok(dto(await byId(req, id)));
  });

  app.put('/flagDocChange/:id', write, async (req) => {
    const { id } = parseParams(req, IdParams);
    const before = (await byId(req, id)).change;
    const { version, ...body } = parseWith(ChangeUpdateBody, req.body, req);
    if (body.shipId !== before.shipId) throw notFound();
    const values = await prepare(
      req,
      body,
      (await history(before.shipId)).filter((c) => c.id !== id),
    );
    await guardWrite(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(flagDocChanges)
          .set({
            ...values,
            applied: false,
            updatedBy: req.user!.username,
            version: version + 1,
            updatedAt: clock.now(),
          })
          .where(and(eq(flagDocChanges.id, id), eq(flagDocChanges.version, version)))
          .returning();
        if (!row) throw conflict();
        await recomputeShip(tx, before.shipId, clock.now(), revertOf(before));
      }),
    );
    return ok(dto(await byId(req, id)));
  });

  app.delete('/flagDocChange/:id', write, async (req) => {
    const { id } = parseParams(req, IdParams);
    const { change } = await byId(req, id);
    await db.transaction(async (tx) => {
      await tx.delete(flagDocChanges).where(eq(flagDocChanges.id, id));
      await recomputeShip(tx, change.shipId, clock.now(), revertOf(change));
    });
    return ok({ id });
  });
}

/** When the change that set the ship's value goes away, the value it replaced comes back. */
const revertOf = (c: ChangeRow) =>
  c.applied
    ? {
        kind: c.changeType as 'flag' | 'doc',
        value: c.changeType === 'flag' ? c.oldFlagCode : c.oldCompanyId,
      }
    : undefined;
