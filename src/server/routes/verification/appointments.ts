import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccreditationBody,
  AccreditationQuery,
  AppointmentBody,
  AppointmentQuery,
} from '../../../domain/schemas/appointments.js';
import { ok } from '../../http/reply.js';
import type { RoutePerm } from '../../types.js';
import { PageQuery, parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams } from '../../repositories/kit/params.js';
import type { Caller } from '../../services/reports/permissions.js';
import {
  accreditationList,
  appointmentList,
  appointVerifier,
  endAccreditationById,
  recordAccreditation,
  verifierList,
} from '../../services/verification/appointments.js';

/**
 * Accreditations and appointments of verifiers (docs/verification.md §10). An administrator records
 * and ends accreditations; a company user appoints the verifier of a ship in its scope per regime.
 * The accreditation list is also read by those who appoint: the register is what they choose from.
 */
const READ_ACCREDITATIONS = ['verification:accreditations:list', 'verification:appointments:list'] as const;

export default async function appointmentRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const caller = (req: FastifyRequest): Caller => ({ user: req.user!, lang: langOf(req), at: clock.now() });
  const cfg = (perm: RoutePerm, summary: string, extra: object = {}) => ({
    config: { perm, doc: { summary, ...extra } },
  });

  app.get(
    '/verification/accreditations',
    cfg(READ_ACCREDITATIONS, "Verifiers' accreditations per regime", { query: AccreditationQuery }),
    async (req) => {
      const q = { ...parseQuery(req, PageQuery(50)), ...parseQuery(req, AccreditationQuery) };
      return ok(await accreditationList(db, caller(req), q));
    },
  );

  app.get(
    '/verification/verifiers',
    cfg(READ_ACCREDITATIONS, 'Users who may hold an accreditation (class-society staff)'),
    async () => ok({ items: await verifierList(db) }),
  );

  app.post(
    '/verification/accreditations',
    cfg('verification:accreditations:add', "Record a verifier's accreditation (administrator)", {
      body: AccreditationBody,
    }),
    async (req, reply) => {
      const id = await recordAccreditation(db, caller(req), parseBody(req, AccreditationBody));
      reply.status(201);
      return ok({ id });
    },
  );

  app.post(
    '/verification/accreditations/:id/end',
    cfg('verification:accreditations:delete', 'End an accreditation (administrator)'),
    async (req) => {
      const { id } = parseParams(req, IdParams);
      await endAccreditationById(db, caller(req), id);
      return ok(null);
    },
  );

  app.get(
    '/verification/appointments',
    cfg('verification:appointments:list', "Current verifier appointments on the caller's ships", {
      query: AppointmentQuery,
    }),
    async (req) => {
      const q = { ...parseQuery(req, PageQuery(50)), ...parseQuery(req, AppointmentQuery) };
      return ok(await appointmentList(db, caller(req), q));
    },
  );

  app.post(
    '/verification/appointments',
    cfg('verification:appointments:edit', 'Appoint or change the verifier of a ship for a regime', {
      body: AppointmentBody,
    }),
    async (req) => ok(await appointVerifier(db, caller(req), parseBody(req, AppointmentBody))),
  );
}
