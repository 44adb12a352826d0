/**
 * Fastify gives a plugin 10 s to register. `routes/index.ts` imports its route modules lazily, so
 * on a busy machine their first transform under vitest can exceed that and the app never starts
 * ("Plugin did not start in time: 'apiRoutes'"). Loading them before `createTestApp` takes the
 * transform out of the plugin's time; it changes nothing else.
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
    import('../../src/server/routes/reports/crossRegime.js'),
  ]);
