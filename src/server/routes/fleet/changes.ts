import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dcsPeriods } from '../../../domain/imoDcs/periods.js';
import { FlagDocChangeInputSchema, type FlagDocChangeInput } from '../../../domain/schemas/fleet.js';
import { notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseParams, parseQuery, parseWith } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { findChange, shipChanges, shipHistory, type ChangeRow } from '../../repositories/changes.js';
import { checkRefs } from '../../repositories/refs.js';
import { shipByImo, shipDetail } from '../../repositories/ships.js';
import { requireShip } from '../../scope/ships.js';
import { applyDueChangesFor, valueAt } from './changeApply.js';
import { IdParams, ImoParams } from './params.js';
import { assertDocTransfer } from '../../services/fleet/companyRules.js';
import { editChange, recordChange, removeChange } from '../../services/fleet/changes.js';
import { textInt, Version } from '../../../domain/schemas/ids.js';

/** DOC and flag changes with the spec's `/flagDocChange/...` calls; every one goes through the ship's scope. */
// Schemas are built once: zod compiles a parser per schema, a noticeable cost per request.
const YearQuery = z.object({ year: textInt(2000, 2100).optional() });
const ChangeUpdateBody = FlagDocChangeInputSchema.and(z.object({ version: Version }));

/**
 * The reporting periods of a year (the one split rule, domain/imoDcs/periods.ts), each with the
 * flag and DOC holder in force at its start, and the change dates that cut the year.
 */
function periodsOf(
  changes: ChangeRow[],
  year: number,
  ship: { flagCode: string; docCompanyId: number | null },
) {
  const periods = dcsPeriods(
    year,
    changes.map((c) => ({
      at: c.effectiveDate.toISOString(),
      kind: c.changeType === 'flag' ? ('flag' as const) : ('company' as const),
    })),
  );
  return {
    year,
    dates: periods.slice(1).map((p) => p.start),
    periods: periods.map(({ start, end }) => ({
      start,
      end,
      flagCode: valueAt(changes, 'flag', new Date(start), ship.flagCode),
      docCompanyId: valueAt(changes, 'doc', new Date(start), ship.docCompanyId),
    })),
  };
}

export default async function changeRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const read = { config: { perm: 'ship:list:list' } };
  const write = { config: { perm: 'ship:list:flagDocChange' } };

  app.get('/flagDocChange/findAllByshipIdOrderByEffectiveDateDesc/:id', read, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    return ok(await shipChanges(db, req.user!, id));
  });

  app.get('/flagDocChange/findFlagDocChangeById/:id', read, async (req) =>
    ok(await findChange(db, req.user!, parseParams(req, IdParams).id)),
  );

  // The latest flag change and the latest DOC change of a ship (either may be null).
  app.get('/flagDocChange/flatChangeLatest/:id', read, async (req) => {
    const { id } = parseParams(req, IdParams);
    await requireShip(db, req.user!, id);
    const rows = await shipChanges(db, req.user!, id);
    return ok({
      flag: rows.find((r) => r.changeType === 'flag') ?? null,
      doc: rows.find((r) => r.changeType === 'doc') ?? null,
    });
  });

  app.get('/flagDocChange/getPeriodDates/:id', read, async (req) => {
    const { id } = parseParams(req, IdParams);
    const { year } = parseQuery(req, YearQuery);
    const ship = await requireShip(db, req.user!, id);
    return ok(periodsOf(await shipHistory(db, id), year ?? clock.now().getUTCFullYear(), ship));
  });

  app.get('/flagDocChange/findOiShipInfoByImoNo/:imo', read, async (req) => {
    const { imo } = parseParams(req, ImoParams);
    await applyDueChangesFor(req, db, clock.now());
    return ok(await shipDetail(db, await shipByImo(db, req.user!, imo)));
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
    const lang = langOf(req);
    await checkRefs(db, lang, {
      flagCode: values.newFlagCode,
      companyIds: { oldCompanyId: values.oldCompanyId, newCompanyId: values.newCompanyId },
    });
    if (values.oldFlagCode) await checkRefs(db, lang, { flagCode: values.oldFlagCode });
    await assertDocTransfer(db, req, 'newCompanyId', values.newCompanyId, ship.docCompanyId);
    return values;
  }

  app.post('/flagDocChange', write, async (req) => {
    const body = parseWith(FlagDocChangeInputSchema, req.body, req);
    const values = await prepare(req, body, await shipHistory(db, body.shipId));
    const id = await recordChange(db, values, req.user!.username, clock.now());
    return ok(await findChange(db, req.user!, id));
  });

  app.put('/flagDocChange/:id', write, async (req) => {
    const { id } = parseParams(req, IdParams);
    const before = await findChange(db, req.user!, id);
    const { version, ...body } = parseWith(ChangeUpdateBody, req.body, req);
    if (body.shipId !== before.shipId) throw notFound();
    const history = (await shipHistory(db, before.shipId)).filter((c) => c.id !== id);
    const values = await prepare(req, body, history);
    await editChange(db, before, version, values, req.user!.username, clock.now());
    return ok(await findChange(db, req.user!, id));
  });

  app.delete('/flagDocChange/:id', write, async (req) => {
    const { id } = parseParams(req, IdParams);
    await removeChange(db, await findChange(db, req.user!, id), clock.now());
    return ok({ id });
  });
}
