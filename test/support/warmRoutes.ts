/**
 * The API's route modules, loaded before an app starts in a test: `routes/index.ts` imports them
 * lazily inside Fastify's plugin start timer, and their first transform under vitest on a loaded
 * shared machine overran it (`Plugin did not start in time: 'apiRoutes'`). The app now allows a
 * minute (src/server/app.ts); loading them here first also keeps that time out of each test's.
 */
export const warmRoutes = () =>
  Promise.all([
    import('../../src/server/routes/index.js'),
    import('../../src/server/routes/fleet/index.js'),
    import('../../src/server/routes/calc/index.js'),
    import('../../src/server/routes/ledger/index.js'),
    import('../../src/server/routes/uploads/index.js'),
    import('../../src/server/routes/documents/index.js'),
    import('../../src/server/routes/statistics/index.js'),
    import('../../src/server/routes/analysis/index.js'),
    import('../../src/server/routes/reports/index.js'),
    import('../../src/server/routes/reports/attachments.js'),
    import('../../src/server/routes/reports/regimeComparison.js'),
    import('../../src/server/routes/cii/ratings.js'),
    import('../../src/server/routes/cii/forecast.js'),
  ]);
