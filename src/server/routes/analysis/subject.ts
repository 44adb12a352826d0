import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedJson } from '../../cache/readCache.js';
import type { StatFilters, StatSubject } from '../../repositories/statistics.js';
import { requireShip } from '../../scope/ships.js';

export interface SubjectQuery extends StatFilters {
  shipId?: number;
  companyId?: number;
  fromYear: number;
  toYear: number;
}

export const yearStart = (y: number) => new Date(Date.UTC(y, 0, 1));

export const filtersOf = (q: SubjectQuery): StatFilters => ({
  shipTypeCode: q.shipTypeCode,
  subTypeCode: q.subTypeCode,
  gtMin: q.gtMin,
  gtMax: q.gtMax,
  ageMin: q.ageMin,
  ageMax: q.ageMax,
});

/**
 * What an analysis covers, as the aggregation takes it: a named ship (404 outside the caller's
 * scope, like every call that names one), a company's ships, or — with only fleet filters — every
 * ship in scope that passes them (`inScope`: the aggregation's SQL applies the scope and the
 * filters; no query here, so a cached answer costs none, and no id list). The aggregation applies
 * the scope again in SQL.
 */
export async function subjectOf(req: FastifyRequest, q: SubjectQuery): Promise<StatSubject> {
  const { db } = req.server.deps;
  if (q.shipId !== undefined) {
    await requireShip(db, req.user!, q.shipId);
    return { shipIds: [q.shipId] };
  }
  if (q.companyId !== undefined) return { companyId: q.companyId };
  return { inScope: true };
}

/**
 * An answer built only from legs, voyages, ships and dictionaries, kept by the read cache under
 * the caller and the statistics revision (bumped by every write to legs and voyages, migration
 * 0009) on top of the reference revision every cached answer carries.
 */
export async function cachedLegAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<unknown>,
) {
  return cachedJson(req, reply, `analysis:${req.user!.statsRev}:u${req.user!.userId}`, load);
}
