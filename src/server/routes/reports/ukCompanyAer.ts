import type { FastifyInstance } from 'fastify';
import { UkCompanyAerQuery, UkCompanyAerXmlQuery } from '../../../domain/schemas/regimeComparison.js';
import { UK_AER_SHIPS_PER_FILE } from '../../../domain/ukMrv/index.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { reportMessage } from '../../i18n/reportMessages.js';
import { ukAerXml, ukXmlPartCount } from '../../services/reports/exports/ukCompanyAerXml.js';
import { buildUkCompanyAer, requireUkAerShipDetails } from '../../services/reports/ukCompanyAer.js';

/**
 * The UK company-level Annual Emissions Report (docs/reports-uk-and-cross-regime.md §7.1): one per
 * operator and year, from its ships' UK figures less its emissions reduction claims. Read-only, UK
 * report page only.
 */
const PERM = 'mrv:uk:list';

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
      const { shipIdByImo, ...aer } = await buildUkCompanyAer(db, req.user!, q.companyId, q.year);
      return ok({ ...aer, shipIds: Object.fromEntries(shipIdByImo), parts: ukXmlPartCount(aer) });
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
      const aer = await buildUkCompanyAer(db, req.user!, q.companyId, q.year);
      const parts = ukXmlPartCount(aer);
      const part = q.part ?? 1;
      if (part > parts) {
        const params = { parts, per: UK_AER_SHIPS_PER_FILE };
        throw new AppError(400, 'validation_failed', undefined, {
          part: reportMessage('report.uk_aer_part', langOf(req), params),
        });
      }
      const details = q.kind === 'ships' ? await requireUkAerShipDetails(db, aer, langOf(req)) : [];
      const file = ukAerXml(aer, q.kind, part, UK_AER_SHIPS_PER_FILE, details);
      return reply
        .header('Content-Type', `${file.contentType}; charset=utf-8`)
        .header('X-Parts', String(parts))
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.body);
    },
  );
}
