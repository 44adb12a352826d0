import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../../../domain/reports/attachments.js';
import {
  CiiAdjustEventBody,
  CiiAdjustListQuery,
  CiiAdjustmentBody,
  CiiAdjustmentUpdateBody,
  CiiShipYearQuery,
} from '../../../domain/schemas/ciiAdjustments.js';
import { ratingComparison } from '../../services/cii/adjustments/comparison.js';
import {
  ciiAdjustmentEvent,
  ciiAdjustmentEvidence,
  ciiAdjustmentHistory,
  ciiAdjustmentList,
  ciiAdjustmentProposals,
  createCiiAdjustment,
  dtoOf,
  mayRead,
  requireCiiAdjustment,
  setCiiAdjustmentEvidence,
  updateCiiAdjustment,
  type Caller,
} from '../../services/cii/adjustments/service.js';
import { forbidden } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { readDocumentUpload } from '../../http/upload.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import { requireShip } from '../../scope/ships.js';

/**
 * CII adjust and CII correct (docs/cii-adjustments.md §5). Every route lists both
 * pages (either suffices); the record's kind then decides whose buttons count (`cii:adjust:submit`,
 * `cii:correct:confirm`, …), as the report routes do with the regime.
 */
const PERM = ['cii:adjust:list', 'cii:correct:list'] as const;

export default async function ciiAdjustRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): Caller => ({ user: req.user!, lang: langOf(req), at: clock.now() });
  const cfg = (summary: string, extra: object = {}) => ({
    config: { perm: PERM, doc: { summary, ...extra } },
  });

  app.get(
    '/cii/adjustments',
    cfg('Adjustments or corrections of a ship-year', { query: CiiAdjustListQuery }),
    async (req) => {
      const q = parseQuery(req, CiiAdjustListQuery);
      return ok(await ciiAdjustmentList(db, caller(req), q.shipId, q.year, q.kind));
    },
  );

  app.get(
    '/cii/adjustments/proposals',
    cfg('Voyage adjustments proposed from the ledger episodes', { query: CiiShipYearQuery }),
    async (req) => {
      const q = parseQuery(req, CiiShipYearQuery);
      return ok(await ciiAdjustmentProposals(db, caller(req), q.shipId, q.year));
    },
  );

  app.get(
    '/cii/adjustments/ratings',
    cfg('Rating per period without, with each and with all confirmed records', { query: CiiShipYearQuery }),
    async (req) => {
      const q = parseQuery(req, CiiShipYearQuery);
      const c = caller(req);
      if (!mayRead(c.user, 'adjustment') && !mayRead(c.user, 'correction')) throw forbidden();
      await requireShip(db, c.user, q.shipId);
      return ok(await ratingComparison(db, q.shipId, q.year));
    },
  );

  app.post(
    '/cii/adjustments',
    cfg('Record an adjustment or correction (draft)', { body: CiiAdjustmentBody }),
    async (req, reply) => {
      const b = parseBody(req, CiiAdjustmentBody);
      const dto = await createCiiAdjustment(db, caller(req), b);
      reply.status(201);
      return ok(dto);
    },
  );

  app.get('/cii/adjustments/:id', cfg('One adjustment or correction'), async (req) => {
    const { id } = parseParams(req, IdParams);
    const c = caller(req);
    return ok(dtoOf(c.user, await requireCiiAdjustment(db, c, id)));
  });

  app.put('/cii/adjustments/:id', cfg('Save a draft', { body: CiiAdjustmentUpdateBody }), async (req) => {
    const { id } = parseParams(req, IdParams);
    const b = parseBody(req, CiiAdjustmentUpdateBody);
    return ok(await updateCiiAdjustment(db, caller(req), id, b));
  });

  app.post(
    '/cii/adjustments/:id/events',
    cfg('Send a lifecycle event', { body: CiiAdjustEventBody }),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const b = parseBody(req, CiiAdjustEventBody);
      return ok(await ciiAdjustmentEvent(db, caller(req), id, b));
    },
  );

  app.get('/cii/adjustments/:id/history', cfg('State history of a record'), async (req) => {
    const { id } = parseParams(req, IdParams);
    return ok(await ciiAdjustmentHistory(db, caller(req), id));
  });

  app.post(
    '/cii/adjustments/:id/evidence',
    {
      config: {
        perm: PERM,
        rateLimit: { max: 60, windowMs: 60_000 },
        doc: { summary: 'Attach (or replace) the evidence document of a draft' },
      },
      bodyLimit: ATTACHMENT_MAX_BYTES,
    },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const f = await readDocumentUpload(req, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES);
      return ok(
        await setCiiAdjustmentEvidence(db, caller(req), id, {
          name: f.name.slice(0, 200),
          mime: f.mime,
          data: f.data,
        }),
      );
    },
  );

  app.get('/cii/adjustments/:id/evidence', cfg('Download the evidence document'), async (req, reply) => {
    const { id } = parseParams(req, IdParams);
    const e = await ciiAdjustmentEvidence(db, caller(req), id);
    return reply
      .header('Content-Type', e.mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(e.name)}`)
      .send(e.data);
  });
}
