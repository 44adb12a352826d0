import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { RoutePerm } from '../../types.js';
import {
  calculateCii,
  calculateEuEts,
  calculateFuelEu,
  ciiRequestSchema,
  eeoiRequestSchema,
  eeoiRolling,
  euEtsRequestSchema,
  fuelEuRequestSchema,
} from '../../../domain/index.js';
import { ok } from '../../http/reply.js';
import { parseBody } from '../../http/validate.js';
import { runDomain } from './domainErrors.js';

/**
 * Calculator API, mounted at /api/calc: any logged-in user may run the regulatory
 * formulas on the data they send. Nothing is stored; results carry the parameter-set version.
 */
export default async function calcRoutes(app: FastifyInstance) {
  const doc = (summary: string, body: ZodType) => ({ perm: 'auth' as RoutePerm, doc: { summary, body } });

  app.post(
    '/cii',
    {
      config: doc(
        'CII: attained, required, boundaries, rating (MARPOL Annex VI reg. 28, G1–G5)',
        ciiRequestSchema,
      ),
    },
    async (req) => ok(runDomain(() => calculateCii(parseBody(req, ciiRequestSchema)))),
  );

  app.post(
    '/eeoi',
    { config: doc('EEOI per voyage and rolling (MEPC.1/Circ.684)', eeoiRequestSchema) },
    async (req) => ok(runDomain(() => eeoiRolling(parseBody(req, eeoiRequestSchema).voyages))),
  );

  app.post(
    '/eu-ets',
    { config: doc('EU MRV emissions and EU ETS surrender per segment and year', euEtsRequestSchema) },
    async (req) => ok(runDomain(() => calculateEuEts(parseBody(req, euEtsRequestSchema)))),
  );

  app.post(
    '/fueleu',
    { config: doc('FuelEU Maritime GHG intensity, compliance balance and penalty', fuelEuRequestSchema) },
    async (req) => ok(runDomain(() => calculateFuelEu(parseBody(req, fuelEuRequestSchema)))),
  );
}
