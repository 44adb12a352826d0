import type { Lang } from '../../../domain/api.js';
import {
  allocatePool,
  fuelEuFinal,
  poolViolations,
  type PoolAllocation,
} from '../../../domain/fuelEu/index.js';
import type { FuelEuPoolDto, FuelEuShipYearDto } from '../../../domain/fuelEu/views.js';
import type { CandidatePeriod } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { fuelEuRefusal } from '../../i18n/fuelEuMessages.js';
import {
  deletePool,
  findPool,
  flexOf,
  insertPool,
  membershipsOf,
  membersOfPool,
  poolsOfYear,
  upsertFlex,
} from '../../repositories/fuelEuFlex.js';
import { liveReportsOf, scopedShipIds } from '../../repositories/reports/store.js';
import { requireShip } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';
import type { FuelEuStoredFigures } from './exports/fuelEu.js';
import { fuelEuFiguresOf, fuelEuYear } from './generators/fuelEu.js';
import { mayPress, mayRead } from '../../../domain/reports/buttons.js';
import { candidatesOf } from './generation.js';

export interface FuelEuCaller {
  user: AuthUser;
  lang: Lang;
  at: Date;
}

/** The answers are the domain's DTOs (the screens read them); the figures as the store keeps them. */
export type ShipYearView = Omit<FuelEuShipYearDto, 'figures'> & { figures: FuelEuStoredFigures };
/** `violations`: the Art. 21 check of the stored allocation (empty: valid). */
export type PoolView = FuelEuPoolDto;
type PoolRequest = { year: number; name: string; members: { shipId: number; afterT?: number | undefined }[] };

const round = (x: number) => Math.round(x * 1e3) / 1e3;
const violationProblem = (v: string, names: Map<number, string>, sum: number) => {
  const [code, ship] = v.split(':');
  return {
    code: `fuelEu.${code}`,
    params: { ship: ship ? (names.get(Number(ship)) ?? ship) : '', sum: round(sum) },
  };
};

/**
 * FuelEU ship-year balances, banking/borrowing records and pools on the server
 * (docs/reports-fueleu.md §5): reads need the FuelEU page, writes its `submit` button (the company
 * records its decisions), every ship must be in the caller's scope, and the Art. 20/21 rules are
 * checked here with every broken rule worded in zh/en.
 */

function requireFuelEuReader(c: FuelEuCaller) {
  if (!mayRead(c.user, 'fuelEu')) throw forbidden();
}

function requireFuelEuWriter(c: FuelEuCaller) {
  if (!mayPress(c.user, 'fuelEu', 'submit')) throw forbidden();
}

/** `/mrv/getFuelEuPeriodTime`: the ship-year's candidate periods (the older client's period read). */
export async function fuelEuPeriodTime(
  db: Db,
  c: FuelEuCaller,
  shipId: number,
  year: number,
): Promise<CandidatePeriod[]> {
  requireFuelEuReader(c);
  await requireShip(db, c.user, shipId);
  // The same answer as the report candidates: live reports linked, Lock's blockers named.
  return candidatesOf(db, 'fuelEu', shipId, year, c.lang);
}

export async function fuelEuShipYear(
  db: Db,
  c: FuelEuCaller,
  shipId: number,
  year: number,
): Promise<ShipYearView> {
  requireFuelEuReader(c);
  await requireShip(db, c.user, shipId);
  return shipYearView(db, shipId, year);
}

async function shipYearView(db: Db, shipId: number, year: number): Promise<ShipYearView> {
  const [{ figures }, live, flex, [member]] = await Promise.all([
    fuelEuFiguresOf(db, shipId, fuelEuYear(year)),
    liveReportsOf(db, 'fuelEu', shipId, year),
    flexOf(db, shipId, year),
    membershipsOf(db, [shipId], year),
  ]);
  const pool = member ? await findPool(db, member.poolId) : undefined;
  const final = fuelEuFinal(figures, {
    bankT: flex?.bankedT ?? 0,
    borrowT: flex?.borrowedT ?? 0,
    poolDeltaT: member ? member.balanceAfterT - member.balanceBeforeT : 0,
    pooled: !!member,
  });
  return {
    shipId,
    year,
    figures,
    report: live[0] ? { id: live[0].id, status: live[0].status } : null,
    flexibility: flex ? { bankedT: flex.bankedT, borrowedT: flex.borrowedT, version: flex.version } : null,
    pool:
      member && pool
        ? { id: pool.id, name: pool.name, beforeT: member.balanceBeforeT, afterT: member.balanceAfterT }
        : null,
    final,
  };
}

/** Records banking and borrowing of a ship-year after the Art. 20 checks; answers the new view. */
export async function recordFuelEuFlexibility(
  db: Db,
  c: FuelEuCaller,
  b: { shipId: number; year: number; bankT: number; borrowT: number; version?: number | null | undefined },
): Promise<ShipYearView> {
  requireFuelEuWriter(c);
  await requireShip(db, c.user, b.shipId);
  const v = await shipYearView(db, b.shipId, b.year);
  // The version the user read (null: there was no record): a record written since is not
  // overwritten unseen. Without a version the last write wins (older clients, the API).
  if (b.version !== undefined && (v.flexibility?.version ?? null) !== b.version) throw conflict();
  const poolDeltaT = v.pool ? v.pool.afterT - v.pool.beforeT : 0;
  const r = fuelEuFinal(v.figures, { bankT: b.bankT, borrowT: b.borrowT, poolDeltaT, pooled: !!v.pool });
  if (r.errors.length)
    throw fuelEuRefusal(
      422,
      c.lang,
      r.errors.map((code) => ({
        code: `fuelEu.${code}`,
        params: {
          cap: round(v.figures.borrowingCapT),
          surplus: round(Math.max(0, v.figures.adjustedBalanceT + poolDeltaT)),
        },
      })),
    );
  await upsertFlex(
    db,
    {
      shipId: b.shipId,
      year: b.year,
      bankedT: b.bankT,
      borrowedT: b.borrowT,
      finalBalanceT: r.finalBalanceT,
      penaltyEur: r.penaltyEur,
      updatedBy: c.user.userId,
    },
    c.at,
  );
  return shipYearView(db, b.shipId, b.year);
}

export async function fuelEuPools(db: Db, c: FuelEuCaller, year: number): Promise<PoolView[]> {
  requireFuelEuReader(c);
  const visible = c.user.isAdmin ? null : await scopedShipIds(db, c.user);
  const rows = await poolsOfYear(db, year, visible);
  return rows.map((p) => {
    const members = p.members.map((m) => ({
      shipId: m.shipId,
      imo: m.imo,
      nameEn: m.nameEn,
      nameZh: m.nameZh,
      beforeT: m.balanceBeforeT,
      afterT: m.balanceAfterT,
    }));
    return {
      id: p.id,
      name: p.name,
      year: p.year,
      companyId: p.companyId,
      members,
      sumBeforeT: members.reduce((s, m) => s + m.beforeT, 0),
      sumAfterT: members.reduce((s, m) => s + m.afterT, 0),
      violations: poolViolations(
        members.map((m) => ({ shipId: String(m.shipId), before: m.beforeT, after: m.afterT })),
        1e-6,
      ),
    };
  });
}

/**
 * Forms a pool (Art. 21): ships of one DOC company in the caller's scope, none already pooled
 * or borrowing that year; the balance before pooling is each ship's adjusted balance from the
 * ledger now; the allocation is the one given, or the greedy one of the domain when none is.
 */
export async function createFuelEuPool(db: Db, c: FuelEuCaller, b: PoolRequest): Promise<PoolView> {
  requireFuelEuWriter(c);
  const { companyId, allocation } = await checkedFuelEuPool(db, c, b, null);
  const id = await db.transaction((tx) =>
    insertPool(
      tx as unknown as Db,
      { companyId, year: b.year, name: b.name, createdBy: c.user.userId },
      allocation.map((a) => ({ shipId: Number(a.shipId), before: a.before, after: a.after })),
    ),
  );
  return fuelEuPoolById(db, c, b.year, id);
}

/**
 * Changes a pool's name and members in one transaction: the old pool goes and the new one is
 * formed, or nothing changes (a refused new membership leaves the old pool as it was). The pool's
 * ships before and after must all be in the caller's scope.
 */
export async function replaceFuelEuPool(
  db: Db,
  c: FuelEuCaller,
  id: number,
  b: PoolRequest,
): Promise<PoolView> {
  requireFuelEuWriter(c);
  const pool = await findPool(db, id);
  if (!pool) throw notFound();
  for (const m of await membersOfPool(db, id)) await requireShip(db, c.user, m.shipId);
  if (pool.year !== b.year)
    throw fuelEuRefusal(422, c.lang, [{ code: 'fuelEu.pool_year_fixed', params: {} }]);
  const { companyId, allocation } = await checkedFuelEuPool(db, c, b, id);
  const newId = await db.transaction(async (tx) => {
    await deletePool(tx as unknown as Db, id);
    return insertPool(
      tx as unknown as Db,
      { companyId, year: b.year, name: b.name, createdBy: c.user.userId },
      allocation.map((a) => ({ shipId: Number(a.shipId), before: a.before, after: a.after })),
    );
  });
  return fuelEuPoolById(db, c, b.year, newId);
}

async function fuelEuPoolById(db: Db, c: FuelEuCaller, year: number, id: number): Promise<PoolView> {
  return (await fuelEuPools(db, { ...c, user: { ...c.user, isAdmin: true } }, year)).find(
    (p) => p.id === id,
  )!;
}

/**
 * The Art. 21 checks of a pool request, every broken rule worded: ships in scope, one company,
 * no ship in another pool of the year (`replacing`: the pool being changed does not count), no
 * borrowing, figures for every ship, and the allocation (given or the domain's) valid.
 */
async function checkedFuelEuPool(
  db: Db,
  c: FuelEuCaller,
  b: PoolRequest,
  replacing: number | null,
): Promise<{ companyId: number; allocation: PoolAllocation[] }> {
  const shipRows = [];
  for (const m of b.members) shipRows.push(await requireShip(db, c.user, m.shipId));
  const names = new Map(shipRows.map((s) => [s.id, s.nameEn]));
  const problems: { code: string; params: Record<string, string | number> }[] = [];
  const companies = new Set(shipRows.map((s) => s.docCompanyId));
  if (companies.size > 1 || companies.has(null))
    problems.push({ code: 'fuelEu.pool_mixed_company', params: {} });
  const given = b.members.filter((m) => m.afterT !== undefined).length;
  if (given !== 0 && given !== b.members.length)
    problems.push({ code: 'fuelEu.pool_allocation_partial', params: {} });
  for (const m of await membershipsOf(
    db,
    b.members.map((m) => m.shipId),
    b.year,
  ).then((rows) => rows.filter((m) => m.poolId !== replacing)))
    problems.push({
      code: 'fuelEu.pool_ship_taken',
      params: { ship: names.get(m.shipId) ?? m.shipId, year: b.year },
    });
  for (const m of b.members) {
    const flex = await flexOf(db, m.shipId, b.year);
    if (flex && flex.borrowedT > 0)
      problems.push({ code: 'fuelEu.borrow_with_pool', params: { ship: names.get(m.shipId) ?? m.shipId } });
  }
  if (problems.length) throw fuelEuRefusal(409, c.lang, problems);

  const before = [];
  for (const m of b.members) {
    const { figures } = await fuelEuFiguresOf(db, m.shipId, fuelEuYear(b.year));
    if (figures.ghgIntensity === null)
      problems.push({
        code: 'fuelEu.no_figures',
        params: { ship: names.get(m.shipId) ?? m.shipId, year: b.year },
      });
    before.push({ shipId: String(m.shipId), before: figures.adjustedBalanceT, after: m.afterT });
  }
  if (problems.length) throw fuelEuRefusal(422, c.lang, problems);
  const sum = before.reduce((s, m) => s + m.before, 0);
  let allocation: PoolAllocation[];
  if (given) allocation = before.map((m) => ({ shipId: m.shipId, before: m.before, after: m.after! }));
  else {
    // An impossible pool (negative sum, one ship, a ship twice) keeps the balances as they are,
    // so the check below words every broken rule.
    try {
      allocation = allocatePool(before);
    } catch {
      allocation = before.map((m) => ({ shipId: m.shipId, before: m.before, after: m.before }));
    }
  }
  const violations = poolViolations(allocation, 1e-6);
  if (violations.length)
    throw fuelEuRefusal(
      422,
      c.lang,
      violations.map((v) => violationProblem(v, names, sum)),
    );
  return { companyId: [...companies][0]!, allocation };
}

/** Dissolves a pool whose ships are all in the caller's scope. */
export async function deleteFuelEuPool(db: Db, c: FuelEuCaller, id: number): Promise<void> {
  requireFuelEuWriter(c);
  const pool = await findPool(db, id);
  if (!pool) throw notFound();
  for (const m of await membersOfPool(db, id)) await requireShip(db, c.user, m.shipId);
  await deletePool(db, id);
}
