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
/** Paths written out as journeys: the replay keeps every one (see coveringPaths). */
const JOURNEY_PATHS = new WeakSet<object>();

export function journeyPaths<M extends AnyStateMachine>(
  machine: M,
  journeys: readonly (readonly EventObject[])[],
  input?: InputFrom<M>,
  options: { serializeState?: (s: SnapshotFrom<M>) => string } = {},
) {
  const fromState = createActor(machine, { input }).getSnapshot();
  const paths = journeys.flatMap(
    (events) =>
      getPathsFromEvents(
        machine as AnyStateMachine,
        [...events],
        traversal({ input, fromState, ...options }),
      ) as ModelPath<M>[],
  );
  for (const path of paths) JOURNEY_PATHS.add(path);
  return paths;
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

type ReplayedPath = { steps: { event: EventObject; state: AnyMachineSnapshot }[] };

/**
 * The paths a model replays on its view: no prefix or repeat of another (maximalPaths), every
 * journey written out by hand, and of the generated paths the fewest that, with the journeys, visit
 * every state and drive every edge (state, event with its payload, next state) that the whole set
 * does. States are told apart as the model's `serializeState` does (the state value without one),
 * so every screen state the full set checks is still checked, and every way into it that differs.
 * A generated path that adds neither only replays, in another order, steps other paths check; the
 * states and transitions the report counts are the same by construction (each model's graph test
 * and QA's report check them on what is replayed).
 * Chosen greedily (most new states and edges first), kept in their generated order.
 */
export function coveringPaths<P extends ReplayedPath>(
  options: { serializeState?: (s: any) => string; events?: unknown },
  paths: readonly P[],
): P[] {
  const serialize = options.serializeState ?? ((s: AnyMachineSnapshot) => JSON.stringify(s.value));
  const candidates = maximalPaths([...paths]);
  const unitsOf = (p: P) =>
    new Set(
      p.steps.flatMap((step, i) => {
        const here = serialize(step.state);
        if (i === 0) return [`state ${here}`];
        const edge = `${serialize(p.steps[i - 1].state)} --${JSON.stringify(step.event)}--> ${here}`;
        return [`state ${here}`, edge];
      }),
    );
  const units = candidates.map(unitsOf);
  const covered = new Set<string>();
  const chosen = new Set<number>();
  const take = (i: number) => {
    chosen.add(i);
    for (const u of units[i]) covered.add(u);
  };
  candidates.forEach((p, i) => JOURNEY_PATHS.has(p) && take(i));
  for (;;) {
    let best = -1;
    let bestGain = 0;
    units.forEach((u, i) => {
      if (chosen.has(i)) return;
      let gain = 0;
      for (const x of u) if (!covered.has(x)) gain++;
      if (gain > bestGain) [best, bestGain] = [i, gain];
    });
    if (best < 0) break;
    take(best);
  }
  return candidates.filter((_, i) => chosen.has(i));
}
