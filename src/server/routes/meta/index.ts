import type { FastifyInstance } from 'fastify';
import { EVENT_ROLES, reportActorOf } from '../../../machines/workflow/reportLifecycleMachine.js';
import { listAlerts, recentFrom } from '../../services/analysis/alerts.js';
import { listReports } from '../../repositories/reports/store.js';
import { langOf } from '../../i18n/messages.js';
import { returnedReports } from '../../services/reports/reads.js';
import { ok } from '../../http/reply.js';
import { dashboardCounts, unlockedVoyages } from '../../repositories/dashboard.js';
import { can } from '../../plugins/auth.js';
import { databaseProbe } from '../../db/probe.js';
import { fleetSummary } from '../../services/cii/fleet.js';
import { APP_VERSION } from '../../version.js';

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
      ownCompanies: c.ownCompanies,
    });
  });

  // "What to do next" tiles with a real source today; each is answered only to users who may open
  // the screen it links to (voyages → the voyage screen, reports and the inbox → the emission report
  // hub, alerts → the data assessment, where the legs are judged, CII → the fleet ratings).
  const recentAlerts = async (user: Parameters<typeof listAlerts>[1]) => {
    const to = clock.now().getTime();
    return (await listAlerts(db, user, { from: recentFrom(to), to })).length;
  };
  const ciiTile = async (user: Parameters<typeof fleetSummary>[1]) => {
    const s = await fleetSummary(db, user, Math.min(clock.now().getUTCFullYear(), 2030));
    return { ciiRated: s.rated, ciiAtRisk: s.atRisk, ciiByRating: s.byRating };
  };
  app.get('/dashboard/next', { config: { perm: 'dashboard:list' } }, async (req) => {
    const user = req.user!;
    const hub = can(user, 'mrv:emission:list');
    const countOf = async (status: 'draft' | 'locked' | 'submitted') =>
      (await listReports(db, user, { status }, { page: 1, size: 1 })).total;
    // Drafts to finish and returns to fix are the company's work: a role whose duty is the verdict
    // or reading is not told to do them.
    const fixesReports = hub && EVENT_ROLES.lock.includes(reportActorOf(user.roleCode));
    return ok({
      voyagesUnlocked: can(user, 'energy:voyage:list') ? await unlockedVoyages(db, user) : undefined,
      reportsOpen: fixesReports ? (await countOf('draft')) + (await countOf('locked')) : undefined,
      reportsReturned: fixesReports
        ? await returnedReports(db, { user, lang: langOf(req), at: clock.now() })
        : undefined,
      // The inbox's own rule (reports/reads.ts): the confirm button and a role the chart lets confirm.
      verifierInbox:
        hub &&
        EVENT_ROLES.confirm.includes(reportActorOf(user.roleCode)) &&
        (can(user, 'mrv:dcs:confirm') || can(user, 'mrv:cmsa:confirm'))
          ? await countOf('submitted')
          : undefined,
      // The alerts list's own rule and default period (the last 90 days), in the caller's scope.
      alertsRecent: can(user, 'mrv:assessment:list') ? await recentAlerts(user) : undefined,
      // Stored ratings of this year in scope and the ships at risk (docs/cii-ratings.md §6).
      ...(can(user, 'cii:fleet:list') ? await ciiTile(user) : {}),
    });
  });
}
