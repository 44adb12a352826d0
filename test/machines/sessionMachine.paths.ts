import { SESSION_FIXTURES, serializeSession } from './sessionMachine.fixtures';

/** The generated session paths: shortest paths plus the journeys (model test, graph test and QA's report). */
export async function sessionModelPaths() {
  const [
    { sessionMachine },
    { eventsFrom, journeyPaths, coveringPaths, shortestPaths },
    { sessionJourneys },
  ] = await Promise.all([
    import('../../src/machines/sessionMachine'),
    import('../support/graph'),
    import('./sessionMachine.journeys'),
  ]);
  const machine = sessionMachine.provide({
    actions: { storeLogin: () => undefined, clearStorage: () => undefined },
  });
  const input = { hasToken: false };
  const events = eventsFrom(SESSION_FIXTURES);
  const paths = coveringPaths({ serializeState: serializeSession }, [
    ...shortestPaths(machine, { input, events, serializeState: serializeSession }),
    ...journeyPaths(machine, sessionJourneys, input),
  ]);
  return { machine, input, events, paths };
}
