/**
 * The API's route modules, loaded before an app starts: the app imports them inside fastify's
 * 10 s plugin start timer, which a loaded shared machine overran (`Plugin did not start in time:
 * 'apiRoutes'`). Loaded once here, the app's own imports resolve from the module cache.
 */
export const warmRoutes = () =>
  Promise.all([
    import('../../src/server/routes/fleet/index.js'),
    import('../../src/server/routes/calc/index.js'),
    import('../../src/server/routes/ledger/index.js'),
    import('../../src/server/routes/uploads/index.js'),
    import('../../src/server/routes/documents/index.js'),
    import('../../src/server/routes/statistics/index.js'),
    import('../../src/server/routes/analysis/index.js'),
    import('../../src/server/routes/reports/index.js'),
    import('../../src/server/routes/reports/attachments.js'),
    import('../../src/server/routes/cii/index.js'),
  ]);
