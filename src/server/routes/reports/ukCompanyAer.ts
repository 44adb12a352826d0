import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REGIME_COMPARISON_THRESHOLDS } from '../../../domain/registry/regimeComparison.js';
import { UkCompanyAerQuery, UkCompanyAerXmlQuery } from '../../../domain/schemas/regimeComparison.js';
import {
  UK_AER_SHIPS_PER_FILE,
  ukAerShipPeriod,
  ukCompanyAer,
  type UkAerShipInput,
  type UkFigures,
} from '../../../domain/ukMrv/index.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { reportMessage } from '../../i18n/reportMessages.js';
import { aerCompany, aerShips, frozenUkReports } from '../../repositories/reports/ukCompanyAer.js';
import { ukAerXml, ukXmlPartCount } from '../../services/reports/exports/ukCompanyAerXml.js';
import { ukMrvGenerator } from '../../services/reports/generators/ukMrv.js';
import { companyTreeIds } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';

/**
 * The UK company-level Annual Emissions Report (docs/reports-uk-and-cross-regime.md §7.1): one per
 * operator (the DOC holder, by its company IMO number) and year, from its ships' UK figures. A ship
 * with a submitted or confirmed UK report for exactly its part of the year contributes that report's
 * frozen figures; any other ship is computed from the ledger now. Read-only, UK report page only.
 */
const PERM = 'mrv:uk:list';

/** Administrators and 'all' users may open any company; company users only their own tree; others none. */
async function requireCompany(db: Db, user: AuthUser, id: number) {
  const sees = user.isAdmin || user.dataScope === 'all';
  if (!sees && (user.dataScope !== 'company' || !(await companyTreeIds(db, user)).has(id))) throw notFound();
  const company = await aerCompany(db, id);
  if (!company) throw notFound();
  return company;
}

async function buildAer(db: Db, req: FastifyRequest, companyId: number, year: number) {
  const user = req.user!;
  const company = await requireCompany(db, user, companyId);
  const rows = await aerShips(db, user, companyId, year);
  const frozen = await frozenUkReports(
    db,
    rows.map((r) => r.id),
    year,
  );
  const ships: UkAerShipInput[] = [];
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
      imo: s.imo,
      name: s.nameEn,
      ...period,
      source: report
        ? { kind: 'report', reportId: report.id, status: report.status, referenceCode: report.referenceCode }
        : { kind: 'ledger' },
      aggregates,
    });
  }
  const aer = ukCompanyAer({
    company: { id: company.id, imo: company.imo, name: company.nameEn },
    year,
    ships,
  });
  return { ...aer, companyNameZh: company.nameZh, excluded, shipsPerFile: UK_AER_SHIPS_PER_FILE };
}

export default async function ukCompanyAerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(
    '/reports/uk-company-aer',
    {
      config: {
        perm: PERM,
        doc: { summary: 'UK company annual emissions report (AER) of a year', query: UkCompanyAerQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, UkCompanyAerQuery);
      const aer = await buildAer(db, req, q.companyId, q.year);
      return ok({ ...aer, parts: ukXmlPartCount(aer) });
    },
  );

  app.get(
    '/reports/uk-company-aer/xml',
    {
      config: {
        perm: PERM,
        doc: { summary: 'One XML file of the UK company AER', query: UkCompanyAerXmlQuery },
      },
    },
    async (req, reply) => {
      const q = parseQuery(req, UkCompanyAerXmlQuery);
      const aer = await buildAer(db, req, q.companyId, q.year);
      const parts = ukXmlPartCount(aer);
      const part = q.part ?? 1;
      if (part > parts) {
        const params = { parts, per: UK_AER_SHIPS_PER_FILE };
        throw new AppError(400, 'validation_failed', undefined, {
          part: reportMessage('report.uk_aer_part', langOf(req), params),
        });
      }
      const file = ukAerXml(aer, q.kind, part);
      return reply
        .header('Content-Type', `${file.contentType}; charset=utf-8`)
        .header('X-Parts', String(parts))
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.body);
    },
  );
}
