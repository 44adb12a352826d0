import type { Lang } from '../../../domain/api.js';
import {
  companyLevel,
  type CompanyLevelDto,
  type CompanyPeriodInput,
  type EtsPriceScenario,
} from '../../../domain/euMrv/company.js';
import type { EuMrvFigures } from '../../../domain/euMrv/reportTypes.js';
import { correctedLines, correctedTotal } from '../../../domain/imoDcs/index.js';
import type { EtsScenarioCreate, EtsScenarioUpdate } from '../../../domain/schemas/euCompany.js';
import type { Db } from '../../db/client.js';
import { AppError, forbidden } from '../../http/errors.js';
import { euCompanyMessage } from '../../i18n/euCompanyMessages.js';
import {
  deleteScenario,
  findScenario,
  insertScenario,
  nameTaken,
  scenariosOf,
  updateScenario,
} from '../../repositories/etsScenarios.js';
import {
  companyShips,
  docCompaniesInScope,
  reportedEuMrv,
  type ReportedEu,
} from '../../repositories/reports/euCompany.js';
import { requireStatCompany } from '../../repositories/statisticsAnnual.js';
import type { AuthUser } from '../../types.js';
import { euCandidates, readEuFigures } from './generators/euInputs.js';
import { mayPress, mayRead } from '../../../domain/reports/buttons.js';

export interface EuCompanyCaller {
  user: AuthUser;
  lang: Lang;
  at: Date;
}

export type CompanyLevelView = CompanyLevelDto;

const nameTakenError = (lang: Lang) => () => {
  const m = euCompanyMessage('ets.scenario_name_taken', lang);
  return new AppError(422, 'ets.scenario_name_taken', m, { name: m });
};

/** The figures of a stored report: its totals with the corrections saved on it (what was submitted). */
function fromReport(r: ReportedEu) {
  const lines = correctedLines(r.totals, r.corrections);
  const v = (k: string) => correctedTotal(lines, `reports.euMrv.${k}`);
  return {
    co2: v('co2.total'),
    ch4: v('ch4.total'),
    n2o: v('n2o.total'),
    co2e: v('co2e.total'),
    etsSubjectT: v('etsSubject'),
    surrender: v('surrender'),
    partial: (r.figures as EuMrvFigures).partial,
  };
}

/**
 * EU ETS price scenarios and the EU MRV company-level data (docs/reports-eu.md §4.1–4.2). Reads need
 * the EU report page (or the emission overview), writes its `generate` button (those who prepare the
 * reports); the company must be one the caller may see (404 otherwise, as a ship outside scope).
 */

function requireEuCompanyReader(c: EuCompanyCaller) {
  if (!mayRead(c.user, 'euEts') && !mayRead(c.user, 'euMrv')) throw forbidden();
}

function requireEuCompanyWriter(c: EuCompanyCaller) {
  if (!mayPress(c.user, 'euEts', 'generate')) throw forbidden();
}

/** The DOC holders of the caller's ships (the company picker of the company-level view). */
export async function euCompanyChoices(db: Db, c: EuCompanyCaller) {
  requireEuCompanyReader(c);
  return docCompaniesInScope(db, c.user);
}

export async function etsPriceScenariosOf(
  db: Db,
  c: EuCompanyCaller,
  companyId: number,
): Promise<EtsPriceScenario[]> {
  requireEuCompanyReader(c);
  await requireStatCompany(db, c.user, companyId);
  return scenariosOf(db, companyId);
}

export async function createEtsPriceScenario(
  db: Db,
  c: EuCompanyCaller,
  b: EtsScenarioCreate,
): Promise<EtsPriceScenario> {
  requireEuCompanyWriter(c);
  await requireStatCompany(db, c.user, b.companyId);
  const taken = nameTakenError(c.lang);
  if (await nameTaken(db, b.companyId, b.name)) throw taken();
  return insertScenario(
    db,
    {
      companyId: b.companyId,
      name: b.name,
      priceEur: b.priceEur,
      note: b.note ?? null,
      createdBy: c.user.userId,
    },
    c.at,
    taken,
  );
}

export async function updateEtsPriceScenario(
  db: Db,
  c: EuCompanyCaller,
  id: number,
  b: EtsScenarioUpdate,
): Promise<EtsPriceScenario> {
  requireEuCompanyWriter(c);
  const s = await findScenario(db, id);
  await requireStatCompany(db, c.user, s.companyId);
  const taken = nameTakenError(c.lang);
  if (await nameTaken(db, s.companyId, b.name, id)) throw taken();
  return updateScenario(
    db,
    id,
    b.version,
    { name: b.name, priceEur: b.priceEur, note: b.note ?? null },
    c.at,
    taken,
  );
}

export async function removeEtsPriceScenario(
  db: Db,
  c: EuCompanyCaller,
  id: number,
  version: number,
): Promise<void> {
  requireEuCompanyWriter(c);
  const s = await findScenario(db, id);
  await requireStatCompany(db, c.user, s.companyId);
  await deleteScenario(db, id, version);
}

/**
 * The company-level data of a year: for each ship the company held, the candidate periods
 * (full year, or the partial reports of a change of company) whose DOC holder is the company;
 * each from its Submitted/Confirmed EU MRV report of exactly that period when there is one (the
 * frozen, corrected figures), otherwise from the live ledger through the one engine.
 */
export async function euCompanyLevel(
  db: Db,
  c: EuCompanyCaller,
  companyId: number,
  year: number,
): Promise<CompanyLevelView> {
  requireEuCompanyReader(c);
  const company = await requireStatCompany(db, c.user, companyId);
  const fleet = await companyShips(db, c.user, companyId);
  // One query after another: a request's queries share its transaction's connection.
  const reported = await reportedEuMrv(
    db,
    fleet.map((s) => s.id),
    year,
  );
  const scenarios = await scenariosOf(db, companyId);
  const periods: CompanyPeriodInput[] = [];
  // One ship after another: each reads its ledger year, and the pool is shared with other requests.
  for (const s of fleet) {
    const candidates = (await euCandidates(db, s.id, year)).filter((p) => p.companyId === companyId);
    for (const p of candidates) {
      const r = reported.find(
        (x) => x.shipId === s.id && x.start.toISOString() === p.start && x.end.toISOString() === p.end,
      );
      const base = {
        shipId: s.id,
        shipName: s.nameEn,
        imo: s.imo,
        companyId,
        period: { start: p.start, end: p.end },
      };
      if (r) {
        periods.push({
          ...base,
          ...fromReport(r),
          source: { kind: 'report', reportId: r.reportId, status: r.status },
        });
        continue;
      }
      const f = await readEuFigures(db, s.id, { start: p.start, end: p.end });
      periods.push({
        ...base,
        partial: f.partial,
        source: { kind: 'ledger' },
        co2: f.aggregates.co2.total,
        ch4: f.aggregates.ch4.total,
        n2o: f.aggregates.n2o.total,
        co2e: f.aggregates.co2e.total,
        etsSubjectT: f.ets.subjectT,
        surrender: f.ets.surrender,
      });
    }
  }
  return {
    ...companyLevel({ year, companyId, periods, scenarios }),
    company: { id: company.id, nameEn: company.nameEn, nameZh: company.nameZh },
    scenarios,
    shipNames: Object.fromEntries(fleet.map((s) => [s.id, { nameEn: s.nameEn, nameZh: s.nameZh }])),
  };
}
