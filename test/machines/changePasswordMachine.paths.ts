import { PASSWORD_FIXTURES, passwordJourneys, serializePassword } from './changePasswordMachine.fixtures';

/** The generated change-password paths (model test, graph test and QA's report). */
export async function passwordModelPaths() {
  const [{ getShortestPaths }, { changePasswordMachine }, { eventsFrom, journeyPaths, maximalPaths }] =
    await Promise.all([
      import('xstate/graph'),
      import('../../src/machines/changePasswordMachine'),
      import('../support/graph'),
    ]);
  const events = eventsFrom(PASSWORD_FIXTURES as never);
  const paths = maximalPaths([
    ...getShortestPaths(changePasswordMachine, { events, serializeState: serializePassword as never }),
    ...journeyPaths(changePasswordMachine, passwordJourneys as never),
  ]);
  return { machine: changePasswordMachine, input: undefined, events, paths };
}
