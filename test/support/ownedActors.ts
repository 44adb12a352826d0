import type * as XStateReact from '@xstate/react';
import type { AnyActorLogic, AnyActorRef, AnyStateMachine } from 'xstate';
import { withStandIns } from './standIns';

/**
 * Views that create their own actor (`useActorRef(machine)`: a dialog, a picker) give a test no
 * actor to pass in. Every view test gets `@xstate/react` through `withOwnedActors`
 * (test/support/viewSetup.ts): a test lists stand-in actors per machine id in `provide` (applied
 * with `machine.provide({ actors })`, whichever module wired the real ones), and reads the view's
 * live actor from `refs`. Both are emptied after every test.
 *
 * @example
 * ownedActors.provide.set('flagChange', heldServices(['listChanges']).actors);
 * render(<FlagChangeDialog … />);
 * ownedActors.refs.get('flagChange')!.getSnapshot();
 */
export const ownedActors = {
  provide: new Map<string, Readonly<Record<string, AnyActorLogic>>>(),
  refs: new Map<string, AnyActorRef>(),
  reset() {
    this.provide.clear();
    this.refs.clear();
  },
};

/** `importOriginal` is vi.mock's own helper, typed by the module it is asked for. */
export async function withOwnedActors(importOriginal: <T>() => Promise<T>) {
  const original = await importOriginal<typeof XStateReact>();
  // One provided machine per (machine, stand-ins): useActorRef re-applies its logic's
  // implementations on every render, so the logic it gets must stay the same object.
  const provided = new WeakMap<object, { actors: object; machine: AnyStateMachine }>();
  const useActorRef = ((logic: AnyStateMachine, ...rest: unknown[]) => {
    const id = (logic as { id?: string }).id;
    const actors = id === undefined ? undefined : ownedActors.provide.get(id);
    let machine = logic;
    if (actors) {
      const memo = provided.get(logic);
      machine = memo?.actors === actors ? memo.machine : withStandIns(logic, actors);
      provided.set(logic, { actors, machine });
    }
    const ref = (original.useActorRef as (...a: unknown[]) => AnyActorRef)(machine, ...rest);
    if (id !== undefined) ownedActors.refs.set(id, ref);
    return ref;
  }) as typeof original.useActorRef;
  return { ...original, useActorRef };
}
