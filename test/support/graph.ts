import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  getAdjacencyMap,
  getPathsFromEvents,
  getShortestPaths,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';

/** A generated path of the machine `M`, as xstate's traversal types it. */
export type ModelPath<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventFromLogic<M>>;

/**
 * The options as xstate's traversal takes them. A model's events include the completions of its
 * invoked services (`xstate.done|error.actor.<id>`), which a path settles but xstate's types leave
 * out of the machine's own events; the traversal runs them all the same. This is where they meet.
 */
function traversal(options: object) {
  return options as TraversalOptions<AnyMachineSnapshot, EventObject, unknown>;
}

/** getShortestPaths over a model's events (service completions included). */
export function shortestPaths<M extends AnyStateMachine>(machine: M, options: CoverageOptions<M>) {
  return getShortestPaths(machine as AnyStateMachine, traversal(options)) as ModelPath<M>[];
}

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
export function uncoveredTransitions<M extends AnyStateMachine>(
  machine: M,
  options: CoverageOptions<M>,
  paths: readonly ModelPath<M>[],
) {
  const { all, covered } = transitionCoverage(machine, options, paths);
  return [...all].filter((k) => !covered.has(k));
}

export interface CoverageOptions<M extends AnyStateMachine = AnyStateMachine> {
  input?: InputFrom<M>;
  events: (s: SnapshotFrom<M>) => readonly EventObject[];
  /** Merges snapshots for the traversal (bounded context, as for getShortestPaths). */
  serializeState?: (s: SnapshotFrom<M>) => string;
  /**
   * What counts as "the state" for coverage; the state value by default. Machines with one flat
   * state (tabs, ui, notices) keep what the screen shows in context, so they key on that instead.
   */
  stateKey?: (s: SnapshotFrom<M>) => unknown;
}

export function transitionCoverage<M extends AnyStateMachine>(
  machine: M,
  options: CoverageOptions<M>,
  paths: readonly ModelPath<M>[],
) {
  const { stateKey = (s: AnyMachineSnapshot) => s.value, ...graphOptions } = options as CoverageOptions;
  const id = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
  // An option given as undefined would replace getAdjacencyMap's default: pass only those set.
  const set = Object.fromEntries(Object.entries(graphOptions).filter(([, v]) => v !== undefined));
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, traversal(set));
  const all = new Set<string>();
  const states = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency)) {
    states.add(id(state));
    for (const { event, state: next } of Object.values(transitions) as {
      event: EventObject;
      state: AnyMachineSnapshot;
    }[]) {
      states.add(id(next));
      if (id(next) !== id(state)) all.add(key(stateKey(state), event.type));
    }
  }
  const covered = new Set<string>();
  const visited = new Set<string>();
  for (const path of paths as readonly StatePath<AnyMachineSnapshot, EventObject>[]) {
    path.steps.forEach((step, i) => {
      visited.add(id(step.state));
      if (i === 0) return;
      const prev = path.steps[i - 1].state;
      if (id(prev) !== id(step.state)) covered.add(key(stateKey(prev), step.event.type));
    });
  }
  return { all, covered, states, visited: new Set([...visited].filter((s) => states.has(s))) };
}

/**
 * Paths for explicit journeys. `getPathsFromEvents` ignores `input` when it computes its start
 * state (xstate 5.33), so the start state comes from an unstarted actor with the right input.
 * It also maps every state the journey's events reach first, so a machine whose context grows
 * without bound (a log, a toast list) passes the `serializeState` that bounds it.
 */
export function journeyPaths<M extends AnyStateMachine>(
  machine: M,
  journeys: readonly (readonly EventObject[])[],
  input?: InputFrom<M>,
  options: { serializeState?: (s: SnapshotFrom<M>) => string } = {},
) {
  const fromState = createActor(machine, { input }).getSnapshot();
  return journeys.flatMap(
    (events) =>
      getPathsFromEvents(
        machine as AnyStateMachine,
        [...events],
        traversal({ input, fromState, ...options }),
      ) as ModelPath<M>[],
  );
}

/**
 * One path per state-changing edge of the adjacency map: the shortest path to the edge's source,
 * then the edge. For machines whose screen state lives in context (tabs, toasts, settings), where
 * the edges are many and alike, this covers every transition without a journey per edge.
 */
export function edgePaths<M extends AnyStateMachine>(
  machine: M,
  options: CoverageOptions<M> & { serializeState: (s: SnapshotFrom<M>) => string },
): ModelPath<M>[] {
  const { stateKey = (s: AnyMachineSnapshot) => s.value, ...graphOptions } = options as CoverageOptions;
  const id = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
  const shortest = new Map(
    shortestPaths(machine, graphOptions as CoverageOptions<M>).map((p) => [
      options.serializeState(p.state),
      p,
    ]),
  );
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, traversal(graphOptions));
  return Object.entries(adjacency).flatMap(([from, { state, transitions }]) =>
    (Object.values(transitions) as { event: EventFromLogic<M>; state: SnapshotFrom<M> }[])
      .filter(({ state: next }) => id(next) !== id(state))
      .map(({ event, state: next }) => {
        const to = shortest.get(from)!;
        return { ...to, state: next, weight: to.weight + 1, steps: [...to.steps, { event, state: next }] };
      }),
  );
}

/**
 * The paths that are not a strict prefix of another (nor a repeat of one): the replay checks the
 * view at every step, so a prefix's replay checks nothing that its longest extension does not.
 * Coverage is unchanged, since an extension drives every transition of its prefix.
 */
export function maximalPaths<P extends { steps: { event: EventObject }[] }>(paths: P[]): P[] {
  const keys = paths.map((p) =>
    p.steps
      .slice(1)
      .map((s) => JSON.stringify(s.event) + '\n')
      .join(''),
  );
  // Sorted, a key that is a strict prefix of another is followed by one that extends it.
  const sorted = [...new Set(keys)].sort();
  const prefixes = new Set(sorted.filter((k, i) => i + 1 < sorted.length && sorted[i + 1].startsWith(k)));
  return paths.filter((_, i) => !prefixes.has(keys[i]) && keys.indexOf(keys[i]) === i);
}
