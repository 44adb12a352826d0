import { PASSWORD_FIXTURES, passwordJourneys, serializePassword } from './changePasswordMachine.fixtures';

/** The generated change-password paths (model test, graph test and QA's report). */
export async function passwordModelPaths() {
  const [{ changePasswordMachine }, { eventsFrom, journeyPaths, coveringPaths, shortestPaths }] =
    await Promise.all([import('../../src/machines/changePasswordMachine'), import('../support/graph')]);
  const events = eventsFrom(PASSWORD_FIXTURES);
  const paths = coveringPaths({ serializeState: serializePassword }, [
    ...shortestPaths(changePasswordMachine, { events, serializeState: serializePassword }),
    ...journeyPaths(changePasswordMachine, passwordJourneys),
  ]);
  return { machine: changePasswordMachine, input: undefined, events, paths };
}
