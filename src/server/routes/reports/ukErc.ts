import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../../../domain/reports/attachments.js';
import { UkErcInputSchema, UkErcListQuery, UkErcUpdateSchema } from '../../../domain/schemas/ukErc.js';
import { ok } from '../../http/reply.js';
import { readDocumentUpload } from '../../http/upload.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import {
  attachUkErcEvidence,
  changeUkErcClaim,
  createUkErcClaim,
  listUkErcClaims,
  removeUkErcClaim,
  ukErcEvidence,
  type ErcCaller,
} from '../../services/reports/ukErc.js';

/**
 * UK emissions reduction claims of a company's AER (docs/reports-uk-and-cross-regime.md §7.1):
 * read on the UK report page, written with its add / edit / delete buttons; the company must be
 * in the caller's tree and the ship in its scope. The evidence file is stored as a report
 * attachment's is (a `files` row addressed by the claim).
 */
const BASE = '/reports/uk-erc';

export default async function ukErcRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): ErcCaller => ({
    user: req.user!,
    lang: langOf(req),
    at: clock.now(),
  });

  app.get(
    BASE,
    {
      config: {
        perm: 'mrv:uk:list',
        doc: { summary: 'Emissions reduction claims of a company AER', query: UkErcListQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, UkErcListQuery);
      return ok(await listUkErcClaims(db, caller(req), q.companyId, q.year));
    },
  );

  app.post(
    BASE,
    {
      config: {
        perm: 'mrv:uk:add',
        doc: { summary: 'Add an emissions reduction claim', body: UkErcInputSchema },
      },
    },
    async (req, reply) => {
      const b = parseBody(req, UkErcInputSchema);
      reply.status(201);
      return ok(await createUkErcClaim(db, caller(req), b));
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: {
        perm: 'mrv:uk:edit',
        doc: { summary: 'Change an emissions reduction claim', body: UkErcUpdateSchema },
      },
    },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, ...b } = parseBody(req, UkErcUpdateSchema);
      return ok(await changeUkErcClaim(db, caller(req), id, b, version));
    },
  );

  app.delete(
    `${BASE}/:id`,
    { config: { perm: 'mrv:uk:delete', doc: { summary: 'Delete an emissions reduction claim' } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      await removeUkErcClaim(db, caller(req), id);
      return ok({ id, deleted: true });
    },
  );

  app.put(
    `${BASE}/:id/evidence`,
    {
      config: {
        perm: 'mrv:uk:edit',
        rateLimit: { max: 60, windowMs: 60_000 },
        doc: { summary: 'Upload the evidence file of a claim' },
      },
      bodyLimit: ATTACHMENT_MAX_BYTES,
    },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const f = await readDocumentUpload(req, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES);
      const c = caller(req);
      return ok(
        await attachUkErcEvidence(db, c, id, {
          ownerUserId: c.user.userId,
          kind: 'uk_erc_evidence',
          mime: f.mime,
          name: f.name.slice(0, 200),
          data: f.data,
        }),
      );
    },
  );

  app.get(
    `${BASE}/:id/evidence`,
    { config: { perm: 'mrv:uk:list', doc: { summary: 'Download the evidence file of a claim' } } },
    async (req, reply) => {
      const { id } = parseParams(req, IdParams);
      const f = await ukErcEvidence(db, caller(req), id);
      return reply
        .header('Content-Type', f.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .send(f.data);
    },
  );
}
