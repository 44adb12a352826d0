import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CandidatesQuery,
  CorrectionsBody,
  ExportParams,
  ExportQuery,
  GenerateBody,
  HubQuery,
  JobStartBody,
  ReportEventBody,
  ReportListQuery,
  SourcesQuery,
  VersionBody,
} from '../../../domain/schemas/reports.js';
import { PageQuery } from '../../http/validate.js';
import { forbidden, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import { sourcesOf } from '../../repositories/reports/store.js';
import { jobOf, retryFleetJob, startFleetJob } from '../../services/reports/fleetJob.js';
import { reportEvent, regenerateReport, saveReportCorrections } from '../../services/reports/events.js';
import { exportReport } from '../../services/reports/exportReport.js';
import { generateReport, reportCandidates } from '../../services/reports/generation.js';
import { mayPress } from '../../../domain/reports/buttons.js';
import { requireReport, type Caller } from '../../services/reports/permissions.js';
import {
  reportDto,
  reportHistory,
  reportHub,
  reportInbox,
  reportList,
} from '../../services/reports/reads.js';
import reportAttachmentRoutes from './attachments.js';
import euCompanyRoutes from './euCompany.js';
import euPartsRoutes from './euParts.js';
import fuelEuRoutes from './fuelEu.js';
import regimeComparisonRoutes from './regimeComparison.js';
import ukCompanyAerRoutes from './ukCompanyAer.js';
import ukErcRoutes from './ukErc.js';
import { REPORT_PAGES } from '../../../domain/reports/buttons.js';

/** The report area (docs/reports.md §6): every route admits the report pages (reportPages.ts). */
const REPORT_READ = REPORT_PAGES;

export default async function reportRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): Caller => ({ user: req.user!, lang: langOf(req), at: clock.now() });
  const cfg = (summary: string, extra: object = {}) => ({
    config: { perm: REPORT_READ, doc: { summary, ...extra } },
  });

  app.get(
    '/reports/candidates',
    cfg('Candidate periods of a ship-year', { query: CandidatesQuery }),
    async (req) => {
      const q = parseQuery(req, CandidatesQuery);
      return ok(await reportCandidates(db, caller(req), q.regime, q.shipId, q.year));
    },
  );

  app.post(
    '/reports',
    cfg('Generate a report (draft) for a candidate period', { body: GenerateBody }),
    async (req, reply) => {
      const b = parseBody(req, GenerateBody);
      const dto = await generateReport(db, caller(req), b.regime, b.shipId, b.period);
      reply.status(201);
      return ok(dto);
    },
  );

  app.get('/reports', cfg('Reports, paged', { query: ReportListQuery }), async (req) => {
    const q = parseQuery(req, ReportListQuery);
    const { page, size, ...f } = q;
    return ok(await reportList(db, caller(req), f, { page, size }));
  });

  app.get('/reports/inbox', cfg('Submitted reports waiting for the verifier'), async (req) => {
    const q = parseQuery(req, PageQuery());
    return ok(await reportInbox(db, caller(req), q));
  });

  app.get('/reports/hub', cfg('Ship × year × regime overview', { query: HubQuery }), async (req) => {
    const q = parseQuery(req, HubQuery);
    return ok(await reportHub(db, caller(req), q));
  });

  app.post(
    '/reports/jobs',
    cfg('Generate every ship of the fleet in the background', { body: JobStartBody }),
    async (req, reply) => {
      const b = parseBody(req, JobStartBody);
      const c = caller(req);
      const regimes = [b.regime, ...(b.alsoRegimes ?? []).filter((r) => r !== b.regime)];
      if (!regimes.every((r) => mayPress(c.user, r, 'generate'))) throw forbidden();
      const id = await startFleetJob(db, clock, {
        user: c.user,
        regime: b.regime,
        alsoRegimes: regimes.slice(1),
        year: b.year,
        lang: c.lang,
      });
      reply.status(202);
      return ok({ id });
    },
  );

  app.get('/reports/jobs/:id', cfg('Progress of a background report job'), async (req) => {
    const { id } = parseParams(req, IdParams);
    return ok(await jobOf(db, id, req.user!, langOf(req)));
  });

  app.post(
    '/reports/jobs/:id/retry',
    cfg('Send the failed ships of a background report job to the queue again'),
    async (req, reply) => {
      const { id } = parseParams(req, IdParams);
      const c = caller(req);
      const job = await jobOf(db, id, req.user!, c.lang);
      if (!mayPress(c.user, job.regime, 'generate')) throw forbidden();
      const retried = await retryFleetJob(db, clock, id, req.user!);
      reply.status(202);
      return ok({ id, retried });
    },
  );

  app.get('/reports/:id', cfg('One report with its frozen figures'), async (req) => {
    const { id } = parseParams(req, IdParams);
    const c = caller(req);
    return ok(await reportDto(db, c, await requireReport(db, c, id)));
  });

  app.post('/reports/:id/events', cfg('Send a lifecycle event', { body: ReportEventBody }), async (req) => {
    const { id } = parseParams(req, IdParams);
    const b = parseBody(req, ReportEventBody);
    return ok(await reportEvent(db, caller(req), id, b));
  });

  app.put(
    '/reports/:id/corrections',
    cfg('Save the corrections of a draft', { body: CorrectionsBody }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const b = parseBody(req, CorrectionsBody);
      return ok(await saveReportCorrections(db, caller(req), id, b.corrections, b.version));
    },
  );

  app.post(
    '/reports/:id/regenerate',
    cfg('Regenerate a draft from the ledger', { body: VersionBody }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const b = parseBody(req, VersionBody);
      return ok(await regenerateReport(db, caller(req), id, b.version));
    },
  );

  app.get(
    '/reports/:id/history',
    cfg('Lifecycle history of a report and the versions it corrects'),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await reportHistory(db, caller(req), id));
    },
  );

  app.get(
    '/reports/:id/sources',
    cfg('The legs and records behind one total', { query: SourcesQuery }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { key } = parseQuery(req, SourcesQuery);
      const c = caller(req);
      const row = await requireReport(db, c, id);
      const total = row.totals.find((t) => t.key === key);
      if (!total) throw notFound();
      const { legs, records } = await sourcesOf(
        db,
        row.shipId,
        total.sources.legIds,
        total.sources.recordRefCodes,
      );
      return ok({
        key,
        total,
        legs: legs.map((l) => ({
          ...l,
          start: l.start?.toISOString() ?? null,
          end: l.end?.toISOString() ?? null,
        })),
        records: records.map((r) => ({ ...r, at: r.at?.toISOString() ?? null })),
      });
    },
  );

  app.get(
    '/reports/:id/export/:format',
    cfg('Export a report file', { query: ExportQuery }),
    async (req, reply) => {
      const { id, format } = parseParams(req, ExportParams);
      const q = parseQuery(req, ExportQuery);
      const c = caller(req);
      const file = await exportReport(db, c, id, format, q.lang ?? c.lang);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.body);
    },
  );

  await app.register(reportAttachmentRoutes);
  await app.register(euPartsRoutes);
  await app.register(regimeComparisonRoutes);
  await app.register(ukCompanyAerRoutes);
  await app.register(ukErcRoutes);
  await app.register(fuelEuRoutes);
  await app.register(euCompanyRoutes);
}
