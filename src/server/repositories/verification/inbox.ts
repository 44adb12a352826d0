import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reportFindings, reports, ships, verifierAppointments } from '../../db/schema/index.js';

/** The states a verifier acts in: an opinion to give (submitted), a confirmation to send (verified). */
const INBOX_STATUSES = ['submitted', 'verified'];

/**
 * The reports on the ship and regime pairs the verifier is currently appointed to, in the states
 * it acts in, each with its count of open findings (one statement; the order is the service's).
 */
export async function inboxReports(db: Db, verifierId: number) {
  const open = sql<number>`(select count(*)::int from ${reportFindings} f where f.report_id = ${reports.id} and f.state = 'open')`;
  return db
    .select({
      id: reports.id,
      regime: reports.regime,
      year: reports.year,
      status: reports.status,
      opinion: reports.opinion,
      shipId: reports.shipId,
      shipNameEn: ships.nameEn,
      shipNameZh: ships.nameZh,
      imo: ships.imo,
      referenceCode: reports.referenceCode,
      submittedAt: reports.submittedAt,
      openFindings: open,
    })
    .from(reports)
    .innerJoin(
      verifierAppointments,
      and(
        eq(verifierAppointments.shipId, reports.shipId),
        eq(verifierAppointments.regime, reports.regime),
        eq(verifierAppointments.verifierId, verifierId),
        isNull(verifierAppointments.endedAt),
      ),
    )
    .innerJoin(ships, eq(ships.id, reports.shipId))
    .where(inArray(reports.status, INBOX_STATUSES));
}
