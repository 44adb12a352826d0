import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ShipInput } from '../../../domain/schemas/fleet.js';
import { issueMessage } from '../../../domain/schemas/issues.js';
import {
  ShipsPayloadSchema,
  ShipUploadRowSchema,
  type EquipmentLine,
  type UploadDiff,
} from '../../../domain/schemas/uploads.js';
import { issuePath, MAX_ITEMS } from '../../../domain/schemas/voyageData.js';
import type { Db } from '../../db/client.js';
import { ships } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { langOf } from '../../i18n/messages.js';
import { canonical } from '../ledger/write/plan.js';
import { createUnit, shipUnits, updateUnit } from '../../repositories/equipment.js';
import { checkRefs } from '../../repositories/refs.js';
import { createShip, shipDetail } from '../../repositories/ships.js';
import { assertDocTransfer, uniqueShipAnswer, validateShipRefs } from '../fleet/companyRules.js';
import { editShip } from '../fleet/ships.js';
import { requireShip } from '../../scope/ships.js';
import { IssueList } from './refusal.js';

/**
 * A ships upload: create or update ships of the register by IMO number, with
 * their main engines, auxiliary engines and boilers. Every row goes through the ship form's own
 * schema and checks (fleet.ts, companyRules.ts, refs.ts) and is written with the fleet
 * repositories, all in one transaction. The check runs the same transaction and rolls it back,
 * so it refuses exactly what the write would (a registration number taken included).
 */

type ShipRow = typeof ships.$inferSelect;
type Row = ShipInput & { imo: string; equipment: EquipmentLine[] };

/** Thrown out of a dry run's transaction to roll it back with the answer. */
class DryRunDone extends Error {
  constructor(readonly diff: UploadDiff) {
    super('dry run');
  }
}

const appError = (err: unknown): AppError => {
  if (err instanceof AppError) return err;
  throw err;
};

/** Runs a shared check; its refusal becomes errors of the row instead of ending the call. */
async function collect(issues: IssueList, prefix: string, check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (err) {
    issues.addAppError(prefix, appError(err));
    return false;
  }
}

/** The stored ship as a payload would state it, for the new/changed/unchanged diff. */
async function sameShip(tx: Db, stored: ShipRow, row: Row): Promise<boolean> {
  const detail = (await shipDetail(tx, stored)) as Record<string, unknown>;
  const { equipment: _e, fuels, authorityCodes, ...cols } = row;
  for (const [k, v] of Object.entries(cols))
    if (canonical(v ?? null) !== canonical(detail[k] ?? null)) return false;
  const byCode = (a: Array<{ fuelCode: string }>) =>
    [...a].sort((x, y) => x.fuelCode.localeCompare(y.fuelCode));
  if (fuels && canonical(byCode(fuels)) !== canonical(byCode(detail.fuels as typeof fuels))) return false;
  if (authorityCodes && canonical([...new Set(authorityCodes)].sort()) !== canonical(detail.authorityCodes))
    return false;
  return true;
}

/** Creates or updates the row's units by (kind, board serial); answers whether anything changed. */
async function writeEquipment(tx: Db, shipId: number, lines: EquipmentLine[], now: Date): Promise<boolean> {
  if (!lines.length) return false;
  const units = await shipUnits(tx, shipId);
  let changed = false;
  for (const line of lines) {
    const { kind, boardSn, ...attrs } = line;
    const unit = units.find((u) => u.kind === kind && u.boardSn === boardSn);
    if (unit && canonical(unit.attrs) === canonical(attrs)) continue;
    changed = true;
    if (unit) await updateUnit(tx, shipId, kind, unit.id, unit.version, { boardSn, attrs }, now);
    else await createUnit(tx, { shipId, kind, boardSn, attrs });
  }
  return changed;
}

export async function runShipsUpload(
  db: Db,
  req: FastifyRequest,
  payload: unknown,
  now: Date,
  dryRun: boolean,
): Promise<{ diff: UploadDiff }> {
  const issues = new IssueList(langOf(req));
  // The shell first: more rows than the limit are refused before any row is read.
  const raw = (payload as { ships?: unknown } | null)?.ships;
  if (!Array.isArray(raw) || raw.length > MAX_ITEMS || raw.length === 0) {
    const r = ShipsPayloadSchema.safeParse(payload ?? {}, { error: issueMessage });
    for (const i of r.success ? [] : r.error.issues) issues.add(issuePath(i.path) || '_', i.message);
    issues.throwIfAny();
  }
  const rows = raw as unknown[];
  try {
    return await db.transaction(async (tx) => {
      const diff: UploadDiff = { new: 0, changed: 0, unchanged: 0 };
      const seen = new Map<string, number>();
      for (const [i, item] of rows.entries()) {
        const at = `ships[${i}]`;
        const parsed = ShipUploadRowSchema.safeParse(item, { error: issueMessage });
        if (!parsed.success) {
          for (const x of parsed.error.issues) issues.add(issuePath(['ships', i, ...x.path]), x.message);
          continue;
        }
        const row = parsed.data as Row;
        if (seen.has(row.imo)) {
          issues.add(`${at}.imo`, 'upload.imo_twice', { imo: row.imo });
          continue;
        }
        seen.set(row.imo, i);
        const [stored] = await tx.select().from(ships).where(eq(ships.imo, row.imo));
        // A registered IMO number outside the caller's scope: the ship form's answer to a taken number.
        if (
          stored &&
          !(await collect(issues, at, () =>
            requireShip(tx, req.user!, stored.id).catch(() => {
              throw uniqueShipAnswer(req);
            }),
          ))
        )
          continue;
        const { equipment, ...ship } = row;
        let ok = await collect(issues, at, () => validateShipRefs(tx, req, ship));
        if (stored)
          ok =
            (await collect(issues, at, () =>
              assertDocTransfer(tx, req, 'docCompanyId', ship.docCompanyId, stored.docCompanyId),
            )) && ok;
        for (const [j, line] of equipment.entries()) {
          const fuels = 'fuels' in line ? line.fuels : [];
          ok =
            (await collect(issues, `${at}.equipment[${j}]`, () =>
              checkRefs(tx, langOf(req), {
                fuelCodes: fuels.map((f) => f.fuelCode),
                energyFormCodes: line.energyForms,
              }),
            )) && ok;
        }
        if (!ok || issues.list.length) continue; // nothing is written once the upload is refused
        const taken = () => uniqueShipAnswer(req);
        let shipId: number;
        let changed: boolean;
        if (!stored) {
          const created = await collect(issues, at, async () => {
            shipId = (await createShip(tx, ship, taken)).id;
          });
          if (!created) continue;
          changed = true;
        } else {
          shipId = stored.id;
          changed = !(await sameShip(tx, stored, row));
          if (
            changed &&
            !(await collect(issues, at, () => editShip(tx, stored.id, stored.version, ship, now, taken)))
          )
            continue;
        }
        const units = await writeEquipment(tx, shipId!, equipment, now);
        if (!stored) diff.new++;
        else if (changed || units) diff.changed++;
        else diff.unchanged++;
      }
      issues.throwIfAny();
      if (dryRun) throw new DryRunDone(diff);
      return { diff };
    });
  } catch (err) {
    if (err instanceof DryRunDone) return { diff: err.diff };
    throw err;
  }
}
