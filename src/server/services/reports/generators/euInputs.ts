import { euMrvReport, type EuMrvFigures, type EuMrvInput } from '../../../../domain/euMrv/index.js';
import { dcsCandidates, holderAt } from '../../../../domain/imoDcs/index.js';
import { ETS_PHASE_IN } from '../../../../domain/registry/euEts.js';
import { isContainerShip } from '../../../../domain/registry/shipTypes.js';
import { AppError } from '../../../http/errors.js';
import type { CandidatePeriod, ReportPeriod } from '../../../../domain/reports/types.js';
import type { Db } from '../../../db/client.js';
import {
  companyImoNumber,
  euLegsArriving,
  shipLngConsumer,
} from '../../../repositories/reports/euForReports.js';
import { companyNames } from '../../../repositories/companies.js';
import { periodMs } from './readInputs.js';
import { keyOf, logOf, shared, shipOf } from './sharedReads.js';

// Ice class IA / IA Super (Finnish-Swedish rules) or the HELCOM equivalent 1A / 1A Super (Art. 12(3-e)).
const ICE_IA = /^(I|1)A( ?SUPER)?$/i;

/** The EU report's input of one ship and period: its EU voyages, particulars and company at the start. */
export async function readEuInput(db: Db, shipId: number, period: ReportPeriod): Promise<EuMrvInput> {
  const { start, end } = periodMs(period);
  const [info, log, lng] = await Promise.all([
    shipOf(db, shipId),
    logOf(db, shipId),
    shipLngConsumer(db, shipId),
  ]);
  const s = info.ship;
  const holder = holderAt(log, start, { flag: s.flagCode, companyId: s.docCompanyId });
  const [names, companyImo] = await Promise.all([
    companyNames(db, holder.companyId ? [holder.companyId] : []),
    companyImoNumber(db, holder.companyId),
  ]);
  const name = holder.companyId ? names.get(holder.companyId) : undefined;
  const shipType = info.facts.calculationType;
  const legs = await euLegsArriving(db, shipId, new Date(start), new Date(end), isContainerShip(shipType));
  return {
    year: new Date(start).getUTCFullYear(),
    start,
    end,
    ship: {
      imo: s.imo,
      nameEn: s.nameEn,
      nameZh: s.nameZh,
      shipType,
      category: info.typeEn,
      flag: holder.flag,
      portOfRegistry: s.homePortCode,
      iceClass: s.iceClass,
      iceClassIA: ICE_IA.test((s.iceClass ?? '').trim()),
      eedi: s.eediAttained,
      companyName: name?.en ?? null,
      companyNameZh: name?.zh ?? null,
      companyImo,
      companyId: holder.companyId ?? null,
    },
    ...(lng ? { lngConsumer: lng } : {}),
    legs,
  };
}

/**
 * The first year of the 2024+ template (CH4, N2O, ETS: Reg. 2023/957, Dir. 2023/959). Earlier years
 * had a CO2-only report these generators do not make: refused with a reason, never computed wrong.
 */
export const EU_FIRST_YEAR = ETS_PHASE_IN.rows[0]!.years.from;
const beforeFirst = (year: number) => ({
  code: 'report.eu_before_2024',
  params: { year, first: EU_FIRST_YEAR },
});

export function readEuFigures(db: Db, shipId: number, period: ReportPeriod): Promise<EuMrvFigures> {
  // EU MRV and EU ETS of one period share one computation within a shared-reads scope.
  return shared(db, keyOf('euFigures', shipId, period), () => computeEuFigures(db, shipId, period));
}

async function computeEuFigures(db: Db, shipId: number, period: ReportPeriod): Promise<EuMrvFigures> {
  const input = await readEuInput(db, shipId, period);
  if (input.year < EU_FIRST_YEAR) {
    const r = beforeFirst(input.year);
    throw new AppError(409, r.code, `EU reports start with the ${EU_FIRST_YEAR} reporting year.`, {
      year: String(r.params.year),
      first: String(r.params.first),
    });
  }
  return euMrvReport(input);
}

/**
 * Candidate periods: the calendar year, split at each change of company (the partial report of
 * Art. 11(2)); a flag change does not split an EU report. Voyages are taken by their arrival, so
 * no ROB snapshot is needed at a bound.
 */
export async function euCandidates(db: Db, shipId: number, year: number): Promise<CandidatePeriod[]> {
  const [info, log] = await Promise.all([shipOf(db, shipId), logOf(db, shipId)]);
  const companyLog = log.filter((c) => c.kind === 'doc');
  const parts = dcsCandidates(
    year,
    companyLog,
    { flag: info.ship.flagCode, companyId: info.ship.docCompanyId },
    [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1), ...companyLog.map((c) => c.at)],
  );
  const names = await companyNames(db, [
    ...new Set(parts.flatMap((c) => (c.companyId ? [c.companyId] : []))),
  ]);
  const early = year < EU_FIRST_YEAR;
  return parts.map(({ companyId, ...c }) => ({
    ...c,
    status: early ? ('blocked' as const) : ('generatable' as const),
    reasons: early ? [beforeFirst(year)] : [],
    splitBy: [...c.splitBy],
    ...(companyId ? { companyId, companyName: names.get(companyId)?.en } : {}),
  }));
}
