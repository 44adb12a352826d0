import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getPathsFromEvents, type StatePath } from 'xstate/graph';

/**
 * Events for graph traversal: every event type the snapshot's state nodes declare, with the
 * payloads from `fixtures` where the traversal cannot invent them (docs/architecture.md §11).
 * The one "unsafe" xstate import lives here so a rename touches one file.
 */
export function eventsFrom(fixtures: readonly EventObject[]) {
  return (snapshot: AnyMachineSnapshot): any[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
      const matches = fixtures.filter((e) => e.type === type);
      return (matches.length ? matches : [{ type }]) as EventObject[];
    });
}

const key = (value: unknown, eventType: string) => `${JSON.stringify(value)} --${eventType}-->`;

/**
 * Transition coverage: every state-changing edge of the machine's adjacency map, keyed by
 * (state value, event type), that no path drives. Empty means full coverage.
 */
export function uncoveredTransitions(
  machine: AnyStateMachine,
  options: { input?: unknown; events: (s: AnyMachineSnapshot) => EventObject[] },
  paths: StatePath<AnyMachineSnapshot, EventObject>[],
) {
  const { all, covered } = transitionCoverage(machine, options, paths);
  return [...all].filter((k) => !covered.has(k));
}

export function transitionCoverage(
  machine: AnyStateMachine,
  options: { input?: unknown; events: (s: AnyMachineSnapshot) => EventObject[] },
  paths: StatePath<AnyMachineSnapshot, EventObject>[],
) {
  const adjacency = getAdjacencyMap(machine, options as never);
  const all = new Set<string>();
  const states = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency)) {
    states.add(JSON.stringify(state.value));
    for (const { event, state: next } of Object.values(transitions) as {
      event: EventObject;
      state: AnyMachineSnapshot;
    }[]) {
      states.add(JSON.stringify(next.value));
      if (JSON.stringify(next.value) !== JSON.stringify(state.value)) all.add(key(state.value, event.type));
    }
  }
  const covered = new Set<string>();
  const visited = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      visited.add(JSON.stringify(step.state.value));
      if (i === 0) return;
      const prev = path.steps[i - 1].state;
      if (JSON.stringify(prev.value) !== JSON.stringify(step.state.value))
        covered.add(key(prev.value, step.event.type));
    });
  }
  return { all, covered, states, visited: new Set([...visited].filter((s) => states.has(s))) };
}

/**
 * Paths for explicit journeys. `getPathsFromEvents` ignores `input` when it computes its start
 * state (xstate 5.33), so the start state comes from an unstarted actor with the right input.
 */
export function journeyPaths(
  machine: AnyStateMachine,
  journeys: readonly (readonly EventObject[])[],
  input?: unknown,
) {
  const fromState = createActor(machine, { input }).getSnapshot();
  return journeys.flatMap((events) =>
    getPathsFromEvents(machine, events as EventObject[], { input, fromState } as never),
  );
}
