import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import {
  fromPromise,
  getNextSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { deferred, type Deferred } from './deferred';

interface Step {
  event: { type: string };
  state: { value: unknown; context?: unknown };
}
type Drivers = Record<string, (event: any) => unknown>;

/** The completion of an invoked service, as the machine receives it (`xstate.done|error.actor.<id>`). */
export type ServiceCompletion =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/** An event a model path carries: one the machine declares, or a service's completion. */
export type ModelEvent<M extends AnyStateMachine> = EventFromLogic<M> | ServiceCompletion;

/**
 * Sends a model event to a running actor. xstate's `send` takes only the machine's declared
 * events, while a service's completion is what the machine's `onDone`/`onError` receive: a model
 * fixture settles it here without a service.
 */
export function sendModel<E extends EventObject>(
  actor: { send(event: E): void },
  event: NoInfer<E> | ServiceCompletion,
) {
  actor.send(event as E);
}

/** The machine's next snapshot after a model event, as `sendModel` would leave a running actor. */
export function nextModelSnapshot<M extends AnyStateMachine>(
  machine: M,
  snapshot: SnapshotFrom<M>,
  event: ModelEvent<M>,
): SnapshotFrom<M> {
  return getNextSnapshot(machine as AnyStateMachine, snapshot, event as EventObject) as SnapshotFrom<M>;
}

/** Stand-ins for a machine's invoked services: each call waits until a path step settles it. */
export function heldServices(services: readonly string[]) {
  const pending: Record<string, Deferred<unknown>> = {};
  const actors = Object.fromEntries(
    services.map((src) => [src, fromPromise(() => (pending[src] = deferred()).promise)]),
  );
  return { pending, actors };
}

/** A path's name in the test list: its events in order. */
export const pathName = (path: { steps: Step[] }) =>
  path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');

/**
 * Replays a graph path after its initial step: an `xstate.done|error.actor.<id>` step settles that
 * held service, any other event runs its driver on the real UI; after each step the actor must be
 * in the step's state (its value, or `stateKey` of it for machines that keep what the screen shows
 * in context), and then `check` (what the view shows in that state) must hold, at the path's start
 * too, so a path checks the view all along and not only where it ends. Drivers that wrap their own
 * act() (page changes that must render one by one) set `driversAct`.
 */
export async function replayPath(
  path: { steps: Step[] },
  actor: { getSnapshot(): { value: unknown } },
  pending: Record<string, Deferred<unknown>>,
  drive: Drivers,
  opts: {
    driversAct?: boolean;
    stateKey?: (s: any) => unknown;
    /** The service behind an invoke without an explicit id (xstate names it `0.machine.state`). */
    serviceOf?: (actorId: string) => string;
    /** Called with each step's model state (and the event that led there) once the actor is in it. */
    check?: (state: any, event: { type: string }) => unknown;
  } = {},
): Promise<void> {
  const key = opts.stateKey ?? ((s: { value: unknown }) => s.value);
  await opts.check?.(path.steps[0].state, path.steps[0].event);
  for (const step of path.steps.slice(1)) {
    const e = step.event as any;
    const settle = e.type.match(/^xstate\.(done|error)\.actor\.(.+)$/);
    if (settle) {
      const held = pending[opts.serviceOf?.(settle[2]) ?? settle[2]];
      await act(async () => (settle[1] === 'done' ? held.resolve(e.output) : held.reject(e.error)));
    } else if (opts.driversAct) await drive[e.type](e);
    else
      await act(async () => {
        await drive[e.type](e);
      });
    await waitFor(() => expect(key(actor.getSnapshot())).toEqual(key(step.state)));
    await opts.check?.(step.state, step.event);
  }
}
