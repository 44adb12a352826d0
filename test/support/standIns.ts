import type { AnyActorLogic, AnyStateMachine } from 'xstate';

/**
 * The machine with test stand-ins for some of its invoked actors. XState types `provide` against
 * each actor's exact logic type, while a test's stand-in (a held promise, a callback that answers
 * with fixtures) is typed by what it answers; this is the one place the two meet. A stand-in for a
 * name the machine does not invoke is refused, so a renamed actor cannot leave a test standing in
 * for nothing.
 */
export function withStandIns<M extends AnyStateMachine>(
  machine: M,
  actors: Readonly<Record<string, AnyActorLogic>>,
): M {
  const known = Object.keys(machine.implementations.actors);
  const unknown = Object.keys(actors).filter((name) => !known.includes(name));
  if (unknown.length)
    throw new Error(
      `${machine.id} invokes no actor named ${unknown.join(', ')} (it has ${known.join(', ')})`,
    );
  return machine.provide({ actors } as Parameters<M['provide']>[0]) as M;
}
