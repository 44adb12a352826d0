import {
  gisisShipTypeOf,
  holderAt,
  type DcsInput,
  type DcsShip,
  type FlagDocChange,
} from '../../../../domain/imoDcs/index.js';
import type { CmsaInput, CmsaKind, CmsaLeg, CmsaShip } from '../../../../domain/chinaMsa/index.js';
import { SHIP_TYPE_INFO, type ShipType } from '../../../../domain/registry/shipTypes.js';
import type { GeneratedReport, ReportPeriod } from '../../../../domain/reports/types.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { companyNames } from '../../../repositories/companies.js';
import {
  consumerLines,
  flagDocLog,
  imoLegsOverlapping,
  ledgerFingerprint,
  legSpan,
  reportShip,
  reportWindow,
} from '../../../repositories/reports/ledgerForReports.js';

/**
 * The domain inputs of the DCS and CMSA reports read through the repositories: what both share is
 * the ship, the change log and the holder (flag, DOC company) in force at the period's start.
 */
async function shipAndHolder(db: Db, shipId: number, start: number) {
  const [info, log] = await Promise.all([reportShip(db, shipId), flagDocLog(db, shipId)]);
  const holder = holderAt(log, start, { flag: info.ship.flagCode, companyId: info.ship.docCompanyId });
  const names = await companyNames(db, holder.companyId ? [holder.companyId] : []);
  const name = holder.companyId ? names.get(holder.companyId) : undefined;
  return { info, log, holder, companyName: name?.en ?? null, companyNameZh: name?.zh ?? null };
}

export const periodMs = (p: ReportPeriod) => {
  const start = Date.parse(p.start);
  const end = Date.parse(p.end);
  if (!(start < end))
    throw new AppError(400, 'report.period_invalid', 'The period must end after it starts.');
  return { start, end };
};

/** The fingerprint of the ledger inside a report's period: a different one later makes a draft stale. */
export function periodFingerprint(db: Db, shipId: number, period: ReportPeriod): Promise<string> {
  const { start, end } = periodMs(period);
  return ledgerFingerprint(db, shipId, new Date(start), new Date(end));
}

/** A computed DCS or CMSA report with the fingerprint of the ledger it was read from. */
export async function withPeriodFingerprint(
  db: Db,
  shipId: number,
  period: ReportPeriod,
  r: Omit<GeneratedReport, 'fingerprint'>,
): Promise<GeneratedReport> {
  return {
    figures: r.figures,
    totals: r.totals,
    paramVersion: r.paramVersion,
    fingerprint: await periodFingerprint(db, shipId, period),
  };
}

export async function readDcsInput(db: Db, shipId: number, period: ReportPeriod): Promise<DcsInput> {
  const { start, end } = periodMs(period);
  const from = new Date(start);
  const to = new Date(end);
  const [{ info, holder, companyName, companyNameZh }, legs, consumers] = await Promise.all([
    shipAndHolder(db, shipId, start),
    imoLegsOverlapping(db, shipId, from, to),
    consumerLines(db, shipId, from, to),
  ]);
  const { lo, hi } = legSpan(legs, start, end);
  const ledger = await reportWindow(db, shipId, from, to, lo, hi);
  const imoShipType = gisisShipTypeOf({ calcType: info.facts.calculationType, imoType: info.imoType });
  const ship: DcsShip = {
    imo: info.ship.imo,
    nameEn: info.ship.nameEn,
    nameZh: info.ship.nameZh,
    imoShipType,
    // GISIS wants the words of an `Other` type: the ship's own text, else the dictionary's name.
    shipTypeOther: imoShipType === 'Other' ? (info.ship.otherTypeText ?? info.typeEn) : null,
    typeNameEn: info.typeEn,
    typeNameZh: info.typeZh,
    gt: info.ship.gt,
    nt: info.ship.nt,
    dwt: info.ship.dwt,
    eedi: info.ship.eediAttained,
    iceClass: info.ship.iceClass,
    mainEnginesKw: info.mainEnginesKw,
    auxEnginesKw: info.auxEnginesKw,
  };
  return {
    start,
    end,
    ship,
    flag: holder.flag,
    companyName,
    companyNameZh,
    records: ledger.records,
    snapshots: ledger.snapshots,
    legs,
    consumers,
    shorePower: ledger.records
      .filter((r) => r.shorePowerKWh !== null)
      .map((r) => ({ refCode: r.refCode, arrival: r.arrival, kWh: r.shorePowerKWh! })),
    methods: info.methods,
    bdnNos: ledger.bdnNos,
  };
}

/** A voyage report's period is exactly one IMO leg (departure → arrival); monthly within one month. */
function cmsaKind(p: { start: number; end: number }, legs: readonly CmsaLeg[]): CmsaKind {
  if (legs.some((l) => l.departure === p.start && l.arrival === p.end)) return 'voyage';
  const a = new Date(p.start);
  const monthEnd = Date.UTC(a.getUTCFullYear(), a.getUTCMonth() + 1, 1);
  return p.end <= monthEnd ? 'monthly' : 'annual';
}

export async function readCmsaInput(
  db: Db,
  shipId: number,
  period: ReportPeriod,
): Promise<CmsaInput & { log: FlagDocChange[] }> {
  const { start, end } = periodMs(period);
  const [{ info, log, holder, companyName, companyNameZh }, legs] = await Promise.all([
    shipAndHolder(db, shipId, start),
    // A voyage belongs to the period holding its arrival: legs arriving in (start, end].
    imoLegsOverlapping(db, shipId, new Date(start), new Date(end)),
  ]);
  const { lo, hi } = legSpan(legs, start, end);
  const ledger = await reportWindow(db, shipId, new Date(start), new Date(end), lo, hi);
  const byRef = new Map(ledger.records.map((r) => [r.refCode, r]));
  const cmsaLegs: CmsaLeg[] = legs.map((l) => {
    const e = byRef.get(l.toRefCode);
    return {
      ...l,
      endStay: e ? { arrival: e.arrival, departure: e.departure, purposes: e.purposes } : null,
      startBerthing: byRef.get(l.fromRefCode)?.arrival ?? null,
      shorePowerKWh: e?.shorePowerKWh ?? null,
    };
  });
  const ship: CmsaShip = {
    nameEn: info.ship.nameEn,
    nameZh: info.ship.nameZh,
    imo: info.ship.imo,
    shipCategory: info.typeEn,
    shipType: info.imoType,
    shipCategoryZh: info.typeZh,
    shipTypeZh: SHIP_TYPE_INFO[info.facts.calculationType as ShipType]?.nameZh ?? info.typeZh,
    yearBuilt: info.ship.deliveryDate ? Number(info.ship.deliveryDate.slice(0, 4)) : null,
    gt: info.ship.gt,
    nt: info.ship.nt,
    dwt: info.ship.dwt,
    teu: info.ship.teu,
    eedi: info.ship.eediAttained,
    iceClass: info.ship.iceClass,
    designSpeedKn: info.ship.designSpeed,
    mainPropulsionKw: info.mainEnginesKw.reduce((s, x) => s + x, 0),
    auxiliaryKw: info.auxEnginesKw.reduce((s, x) => s + x, 0),
    boilerKw: info.boilerKw,
    scrubber: info.ship.scrubber,
  };
  return {
    kind: cmsaKind({ start, end }, cmsaLegs),
    start,
    end,
    ship,
    flag: holder.flag,
    companyName,
    companyNameZh,
    legs: cmsaLegs,
    changes: log,
    methods: info.methods,
    log,
  };
}
