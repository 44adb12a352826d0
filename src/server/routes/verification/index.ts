import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AnswerBody,
  CloseBody,
  FindingBody,
  FindingParams,
  OpinionBody,
  SampleCheckBody,
  SampleQuery,
} from '../../../domain/schemas/verification.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import { REPORT_PAGES } from '../../../domain/reports/buttons.js';
import type { Caller } from '../../services/reports/permissions.js';
import {
  answerFinding,
  findingEvents,
  recordFinding,
  reportFindings,
} from '../../services/verification/findings.js';
import { carriedFor, closeCarried } from '../../services/verification/carryOver.js';
import { giveOpinion, verificationOverview } from '../../services/verification/overview.js';
import { checkSampleRecord, reportSample } from '../../services/verification/sample.js';
import certificateRoutes from './certificates.js';

/**
 * The verifier's workspace on a report (docs/verification.md §5). Every route needs a report page
 * of the function tree; the service then asks the duty (verifier: `verify`, company: `submit`) and
 * the button on the report's regime page, and answers 404 for a report outside the user's ships.
 */
const PERM = REPORT_PAGES;

export default async function verificationRoutes(app: FastifyInstance) {
  // Accreditations, appointments and the verifier's inbox (docs/verification.md §10).
  await app.register(import('./appointments.js'));
  await app.register(import('./inbox.js'));
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): Caller => ({ user: req.user!, lang: langOf(req), at: clock.now() });
  const cfg = (summary: string, extra: object = {}) => ({
    config: { perm: PERM, doc: { summary, ...extra } },
  });

  app.get(
    '/reports/:id/verification',
    cfg('The verification of a report: rules, materiality, opinions, findings'),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await verificationOverview(db, caller(req), id));
    },
  );

  app.post(
    '/reports/:id/verification/opinion',
    cfg("The verifier's opinion (lifecycle event verify)", { body: OpinionBody }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await giveOpinion(db, caller(req), id, parseBody(req, OpinionBody)));
    },
  );

  app.get('/reports/:id/verification/findings', cfg('Findings of a report'), async (req) => {
    const { id } = parseParams(req, IdParams);
    return ok(await reportFindings(db, caller(req), id));
  });

  app.post(
    '/reports/:id/verification/findings',
    cfg('Record a finding (verifier)', { body: FindingBody }),
    async (req, reply) => {
      const { id } = parseParams(req, IdParams);
      const findingId = await recordFinding(db, caller(req), id, parseBody(req, FindingBody));
      reply.status(201);
      return ok({ id: findingId });
    },
  );

  app.post(
    '/reports/:id/verification/findings/:findingId/answer',
    cfg("The company's answer to a finding", { body: AnswerBody }),
    async (req) => {
      const { id, findingId } = parseParams(req, FindingParams);
      return ok(await answerFinding(db, caller(req), id, findingId, parseBody(req, AnswerBody)));
    },
  );

  app.get(
    '/reports/:id/verification/findings/:findingId/history',
    cfg('History of a finding'),
    async (req) => {
      const { id, findingId } = parseParams(req, FindingParams);
      return ok(await findingEvents(db, caller(req), id, findingId));
    },
  );

  app.get(
    '/reports/:id/verification/carried',
    cfg("The previous period's open non-conformities and improvements, carried to this report"),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await carriedFor(db, caller(req), id));
    },
  );

  app.post(
    '/reports/:id/verification/findings/:findingId/close',
    cfg('Close a finding carried from the previous period (verifier)', { body: CloseBody }),
    async (req) => {
      const { id, findingId } = parseParams(req, FindingParams);
      const { comment } = parseBody(req, CloseBody);
      return ok(await closeCarried(db, caller(req), id, findingId, comment));
    },
  );

  app.get(
    '/reports/:id/verification/sample',
    cfg("A reproducible sample of the report's ledger records", { query: SampleQuery }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await reportSample(db, caller(req), id, parseQuery(req, SampleQuery)));
    },
  );

  app.post(
    '/reports/:id/verification/sample/checks',
    cfg('Mark a sampled record checked, with evidence (verifier)', { body: SampleCheckBody }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      return ok(await checkSampleRecord(db, caller(req), id, parseBody(req, SampleCheckBody)));
    },
  );

  await app.register(certificateRoutes);
}
