import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENT_ROLES, reportActorOf } from '../../../machines/workflow/reportLifecycleMachine.js';
import { listAlerts, recentFrom } from '../../services/analysis/alerts.js';
import { countReportsByStatus } from '../../repositories/reports/store.js';
import { langOf } from '../../i18n/messages.js';
import { returnedReports } from '../../services/reports/reads.js';
import { ok } from '../../http/reply.js';
import { ciiTile as ciiTileOf, dashboardCounts, unlockedVoyages } from '../../repositories/dashboard.js';
import { can } from '../../plugins/auth.js';
import { mayPress, readableRegimes } from '../../../domain/reports/buttons.js';
import { databaseProbe } from '../../db/probe.js';
import { cachedValue } from '../../cache/readCache.js';
import { APP_VERSION } from '../../version.js';
import { ratedYear } from '../../../domain/cii/index.js';

export default async function metaRoutes(app: FastifyInstance) {
  const { db, database, config, clock } = app.deps;

  const databaseUp = databaseProbe(db);
  app.get('/health', { config: { perm: 'public' } }, async (_req, reply) => {
    const up = await databaseUp();
    if (!up) reply.status(503).header('Retry-After', '5');
    return { status: up ? 'ok' : 'database_down', database: database.kind, version: APP_VERSION };
  });

  app.get('/settings/public', { config: { perm: 'public' } }, async () =>
    ok({
      systemTitleZh: '船舶能效管理系统',
      systemTitleEn: 'Ship Energy Efficiency Management System',
      contactEmail: config.contact.email,
      contactPhone: config.contact.phone,
      captcha: config.captcha,
      version: APP_VERSION,
    }),
  );

  // Counts on the dashboard; ships are counted inside the caller's scope. Companies count what the
  // company list shows (every fleet user reads them all); a user limited to a company tree also
  // gets the size of that tree, the companies they may change.
  app.get('/dashboard/summary', { config: { perm: 'dashboard:list' } }, async (req) => {
    const since = new Date(clock.now().getTime() - 24 * 3600_000);
    const c = await dashboardCounts(db, req.user!, since);
    return ok({
      users: req.user!.isAdmin ? c.users : undefined,
      roles: req.user!.isAdmin ? c.roles : undefined,
      logins24h: c.logins24h,
      ships: c.ships,
      companies: c.companies,
      // The tree a user may change: nothing to show to a role that edits no company (an authority).
      ownCompanies: can(req.user!, 'ship:company:edit') ? c.ownCompanies : undefined,
    });
  });

  // "What to do next" tiles with a real source today; each is answered only to users who may open
  // the screen it links to (voyages → the voyage screen, reports and the inbox → the emission report
  // hub, alerts → the data assessment, where the legs are judged, CII → the fleet ratings).
  const recentAlerts = async (user: Parameters<typeof listAlerts>[1]) => {
    const to = clock.now().getTime();
    return (await listAlerts(db, user, { from: recentFrom(to), to })).length;
  };
  // Counted in SQL from the per-ship-year rows the rating triggers keep (migration 0032), and kept
  // per scope and revision as well: the job engine's rewrites bump the `cii` revision (migration
  // 0028) while ship and company changes bump the reference one the cache key already carries.
  const ciiTile = async (req: FastifyRequest) => {
    const user = req.user!;
    const year = ratedYear(clock.now().getUTCFullYear());
    // Every administrator sees the whole fleet; anyone else's scope is their own (a ship
    // authorisation narrows even the 'all' scope), filed like the ship list's answers.
    const scope = user.isAdmin ? 'all' : `u${user.userId}:r${user.roleId}`;
    const s = await cachedValue(req, `cii:${user.ciiRev}:${scope}`, `ciiTile:${year}`, () =>
      ciiTileOf(db, user, year),
    );
    return { ciiYear: s.year, ciiRated: s.rated, ciiAtRisk: s.atRisk, ciiByRating: s.byRating };
  };
  app.get('/dashboard/next', { config: { perm: 'dashboard:list' } }, async (req) => {
    const user = req.user!;
    const hub = can(user, 'mrv:emission:list');
    // Each tile asks for what the user's role does: locking voyages, finishing drafts (lock and
    // submit are the company's events in the chart), verifying; a verifier reads the voyages but
    // locks none, so it is not told to.
    const mayFile =
      EVENT_ROLES.lock.includes(reportActorOf(user.roleCode)) &&
      readableRegimes(user).some((r) => mayPress(user, r, 'lock'));
    // Drafts to finish and returns to fix are the company's work too.
    const fixesReports = hub && mayFile;
    // The inbox's own rule (reports/reads.ts): the confirm button and a role the chart lets confirm.
    const confirms =
      hub &&
      EVENT_ROLES.confirm.includes(reportActorOf(user.roleCode)) &&
      (can(user, 'mrv:dcs:confirm') || can(user, 'mrv:cmsa:confirm'));
    const statuses = [...(fixesReports ? ['draft', 'locked'] : []), ...(confirms ? ['submitted'] : [])];
    const maybe = <T>(asked: boolean, read: () => Promise<T>) => (asked ? read() : undefined);
    // The tiles' reads are independent: asked together, the call waits for the slowest only.
    const [voyagesUnlocked, counts, reportsReturned, alertsRecent, cii] = await Promise.all([
      maybe(can(user, 'energy:voyage:list') && can(user, 'energy:voyage:lock'), () =>
        unlockedVoyages(db, user),
      ),
      // One statement for every status counted.
      maybe(statuses.length > 0, () => countReportsByStatus(db, user, statuses)),
      maybe(fixesReports, () => returnedReports(db, { user, lang: langOf(req), at: clock.now() })),
      // The alerts list's own rule and default period (the last 90 days), in the caller's scope.
      maybe(can(user, 'mrv:assessment:list'), () => recentAlerts(user)),
      // Stored ratings of this year in scope and the ships at risk (docs/cii-ratings.md §6).
      maybe(can(user, 'cii:fleet:list'), () => ciiTile(req)),
    ]);
    return ok({
      voyagesUnlocked,
      reportsOpen: fixesReports ? counts!.draft + counts!.locked : undefined,
      reportsReturned,
      verifierInbox: confirms ? counts!.submitted : undefined,
      alertsRecent,
      ...cii,
    });
  });
}
