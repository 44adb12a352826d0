import { and, asc, eq, inArray } from 'drizzle-orm';
import { REGIMES } from '../../../../domain/reports/types.js';
import type { AuthUser } from '../../../types.js';
import type { Db } from '../../client.js';
import { reports } from '../../schema/index.js';
import { scopedShipList } from '../../../repositories/cii/ratingsStore.js';
import { appointmentProblem } from '../../../../domain/verification/appointments.js';
import { accreditationsOf, insertAppointments } from '../../../repositories/verification/appointments.js';
import { recordAccreditation } from '../../../services/verification/appointments.js';
import { recordFinding } from '../../../services/verification/findings.js';
import type { Caller } from '../../../services/reports/permissions.js';
import { demoActor } from './actors.js';

export interface AppointmentStoryResult {
  accreditations: number;
  appointments: number;
  /** The open finding the verifier recorded on a report of its inbox, so the count shows. */
  findingOn: number | null;
}

/**
 * The verifier's side of the demo (docs/verification.md §10): the administrator records the demo
 * class-society user's accreditation for every regime (valid from two years back to two years on),
 * the company appoints it for every regime of its ships and the administrator for the independent
 * owner's, and the verifier records one open finding on the first report waiting for it, so the
 * inbox on first start holds last year's reports with a count. The accreditations and the finding
 * go through the services; the appointments are checked by the same domain rule (an appointment
 * only with a valid accreditation) and written in one statement.
 */
export async function seedAppointmentStory(db: Db, now: number): Promise<AppointmentStoryResult> {
  const [company, admin, verifier] = await Promise.all(
    ['demo_company', 'admin', 'demo_class'].map((u) => demoActor(db, u)),
  );
  const at = new Date(now);
  const caller = (user: AuthUser): Caller => ({ user, lang: 'en', at });
  const year = at.getUTCFullYear();
  for (const [i, regime] of REGIMES.entries())
    await recordAccreditation(db, caller(admin), {
      verifierId: verifier.userId,
      regime,
      body: 'CNAS',
      number: `CNAS VB${String(101 + i).padStart(4, '0')}`,
      validFrom: `${year - 2}-01-01`,
      validTo: `${year + 2}-12-31`,
    });
  const companyShips = new Set((await scopedShipList(db, company)).map((s) => s.id));
  const fleet = await scopedShipList(db, admin);
  // The rule once per regime (the same verifier everywhere), then one insert: a call per ship and
  // regime took seconds of the first start. The ships are those each appointer sees.
  const held = await accreditationsOf(db, verifier.userId);
  const who = { id: verifier.userId, roleCodes: [verifier.roleCode] };
  const regimes = REGIMES.filter(
    (r) => appointmentProblem(who, held, r, at.toISOString().slice(0, 10)) === null,
  );
  const rows = fleet.flatMap((ship) =>
    regimes.map((regime) => ({
      shipId: ship.id,
      regime,
      verifierId: verifier.userId,
      appointedBy: (companyShips.has(ship.id) ? company : admin).userId,
      appointedAt: at,
    })),
  );
  await insertAppointments(db, rows);
  const appointments = rows.length;
  const [waiting] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.status, 'submitted'), inArray(reports.shipId, [...companyShips])))
    .orderBy(asc(reports.id))
    .limit(1);
  if (waiting)
    await recordFinding(db, caller(verifier), waiting.id, {
      kind: 'improvement',
      description: 'Keep the bunker delivery notes with the noon reports they close (seen on sampled legs).',
      refs: [],
      corrected: false,
    });
  return { accreditations: REGIMES.length, appointments, findingOn: waiting?.id ?? null };
}
