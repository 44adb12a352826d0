import type { Db } from '../../client.js';
import { seedAppointmentStory, type AppointmentStoryResult } from './appointments.js';
import { seedPortalStory, type PortalStoryResult } from './portal.js';
import { seedReportStory, type ReportStoryResult } from './reports.js';

export { RETURN_REASON } from './reports.js';

export interface DemoStoryResult extends ReportStoryResult, PortalStoryResult {
  appointmentStory: AppointmentStoryResult;
  ms: number;
}

/**
 * The demo's story on first start (after the demo voyages): a company in mid-cycle instead of a
 * ledger with every voyage open. Past years locked, filed and confirmed; last year's reports with
 * the verifier, one returned with its reason; the current year in progress; the portal's notice,
 * circular, software package and certification text; an owner that shares its figures publicly;
 * the class-society user accredited for every regime and appointed for every ship, so its inbox
 * holds last year's reports.
 * Everything goes through the services the API uses, so the history, guards and queued
 * recomputations are those of a real company's year (docs/ledger-demo.md §1a).
 */
export async function seedDemoStory(db: Db, now: number): Promise<DemoStoryResult> {
  const t0 = performance.now();
  const reports = await seedReportStory(db, now);
  const portal = await seedPortalStory(db, now);
  const appointmentStory = await seedAppointmentStory(db, now);
  return { ...reports, ...portal, appointmentStory, ms: performance.now() - t0 };
}
