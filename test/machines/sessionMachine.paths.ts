import { SESSION_FIXTURES, serializeSession } from './sessionMachine.fixtures';

/** The generated session paths: shortest paths plus the journeys (model test, graph test and QA's report). */
export async function sessionModelPaths() {
  const [
    { getShortestPaths },
    { sessionMachine },
    { eventsFrom, journeyPaths, maximalPaths },
    { sessionJourneys },
  ] = await Promise.all([
    import('xstate/graph'),
    import('../../src/machines/sessionMachine'),
    import('../support/graph'),
    import('./sessionMachine.journeys'),
  ]);
  const machine = sessionMachine.provide({
    actions: { storeLogin: () => undefined, clearStorage: () => undefined },
  });
  const input = { hasToken: false };
  const events = eventsFrom(SESSION_FIXTURES as never);
  const paths = maximalPaths([
    ...getShortestPaths(machine, { input, events, serializeState: serializeSession as never }),
    ...journeyPaths(machine, sessionJourneys as never, input),
  ]);
  return { machine, input, events, paths };
}
