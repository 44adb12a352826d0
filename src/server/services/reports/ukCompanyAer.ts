import { REGIME_COMPARISON_THRESHOLDS } from '../../../domain/registry/regimeComparison.js';
import {
  UK_AER_SHIPS_PER_FILE,
  ukAerShipDetails,
  ukAerShipPeriod,
  ukCompanyAer,
  type UkAerShipDetailsResult,
  type UkAerShipInput,
  type UkFigures,
} from '../../../domain/ukMrv/index.js';
import type { Lang } from '../../../domain/api.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import { ukMrvMessage, ukAerMissingText } from '../../i18n/ukMrvMessages.js';
import {
  aerCompany,
  aerShipRegister,
  aerShips,
  frozenUkReports,
} from '../../repositories/reports/ukCompanyAer.js';
import { ukErcTotal } from '../../repositories/ukErcClaims.js';
import { companyTreeIds } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';
import { ukMrvGenerator } from './generators/ukMrv.js';

/**
 * The UK company-level Annual Emissions Report (docs/reports-uk-and-cross-regime.md §3.1, §7.1):
 * one per operator (the DOC holder, by its company IMO number) and year, from its ships' UK
 * figures, less the company's emissions reduction claims on those ships. A ship with a submitted
 * or confirmed UK report for exactly its part of the year contributes that report's frozen
 * figures; any other ship is computed from the ledger now.
 */

/** Administrators and 'all' users may open any company; company users only their own tree; others none. */
export async function requireAerCompany(db: Db, user: AuthUser, id: number) {
  const sees = user.isAdmin || user.dataScope === 'all';
  if (!sees && (user.dataScope !== 'company' || !(await companyTreeIds(db, user)).has(id))) throw notFound();
  const company = await aerCompany(db, id);
  if (!company) throw notFound();
  return company;
}

export async function buildUkCompanyAer(db: Db, user: AuthUser, companyId: number, year: number) {
  const company = await requireAerCompany(db, user, companyId);
  const rows = await aerShips(db, user, companyId, year);
  const frozen = await frozenUkReports(
    db,
    rows.map((r) => r.id),
    year,
  );
  const ships: (UkAerShipInput & { shipId: number })[] = [];
  const excluded: { imo: string | null; name: string; reason: string }[] = [];
  for (const s of rows.sort((a, b) => a.id - b.id)) {
    const period = ukAerShipPeriod(year, companyId, s.docCompanyId, s.docChanges);
    if (!period) continue;
    if (!s.imo) {
      excluded.push({ imo: null, name: s.nameEn, reason: 'report.uk_aer_no_imo' });
      continue;
    }
    if (s.gt < REGIME_COMPARISON_THRESHOLDS.ukMinGt) {
      excluded.push({ imo: s.imo, name: s.nameEn, reason: 'cross.uk.belowGt' });
      continue;
    }
    const report = frozen.find(
      (r) =>
        r.shipId === s.id &&
        r.periodStart.toISOString() === period.from &&
        r.periodEnd.toISOString() === period.to,
    );
    const aggregates = report
      ? (report.figures as UkFigures).aggregates
      : (
          (await ukMrvGenerator.generate(db, s.id, { start: period.from, end: period.to }))
            .figures as UkFigures
        ).aggregates;
    ships.push({
      shipId: s.id,
      imo: s.imo,
      name: s.nameEn,
      ...period,
      source: report
        ? { kind: 'report', reportId: report.id, status: report.status, referenceCode: report.referenceCode }
        : { kind: 'ledger' },
      aggregates,
    });
  }
  const shipIds = ships.map((s) => s.shipId);
  const erc = await ukErcTotal(db, companyId, year, shipIds);
  const aer = ukCompanyAer({
    company: { id: company.id, imo: company.imo, name: company.nameEn },
    year,
    ships,
    erc,
  });
  return {
    ...aer,
    companyNameZh: company.nameZh,
    excluded,
    shipsPerFile: UK_AER_SHIPS_PER_FILE,
    shipIdByImo: new Map(ships.map((s) => [s.imo, s.shipId])),
  };
}
export type UkCompanyAerBuilt = Awaited<ReturnType<typeof buildUkCompanyAer>>;

/** Each AER ship's entry of the "ship details and emissions" file, in the AER's ship order. */
export async function ukAerShipDetailsOf(db: Db, aer: UkCompanyAerBuilt): Promise<UkAerShipDetailsResult[]> {
  const register = await aerShipRegister(db, [...aer.shipIdByImo.values()]);
  return aer.ships.map((s) => {
    const r = register.get(aer.shipIdByImo.get(s.imo)!)!;
    return ukAerShipDetails({
      imo: s.imo,
      name: s.name,
      euType: r.euType,
      calcType: r.calcType,
      gt: r.gt,
      flagAlpha2: r.flagAlpha2,
      iceClass: r.iceClass,
      fuels: r.fuels,
      equipment: r.equipment,
      fuelT: s.fuelT,
      allYear: s.allYear,
      from: s.from,
      to: s.to,
    });
  });
}

/**
 * The ship details of every ship, or 409 `ukMrv.ship_details_missing` naming each ship and each
 * element the register cannot fill: the file is refused rather than sent with invented values.
 */
export async function requireUkAerShipDetails(db: Db, aer: UkCompanyAerBuilt, lang: Lang) {
  const results = await ukAerShipDetailsOf(db, aer);
  const blocked = results.filter((r) => !r.ok);
  if (blocked.length > 0) {
    const ships = blocked.map(
      (b) => `${b.name} (${b.imo}): ${b.missing.map((m) => ukAerMissingText(m, lang)).join('; ')}`,
    );
    throw new AppError(
      409,
      'ukMrv.ship_details_missing',
      ukMrvMessage('ukMrv.ship_details_missing', lang, { ships: ships.join(' | ') }),
      undefined,
      {
        missing: blocked.map((b) => ({ imo: b.imo, name: b.name, missing: b.missing })),
      },
    );
  }
  return results.flatMap((r) => (r.ok ? [r.details] : []));
}
