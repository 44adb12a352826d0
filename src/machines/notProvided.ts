import { fromPromise } from 'xstate';

/**
 * A placeholder for an actor that does I/O. Machines name what they need and import no services,
 * so the server can run the same machine with its own actors; the client provides the real ones
 * in the area's provider file (machines/<area>/provided.ts). Running a placeholder is a wiring
 * mistake, hence the error names the actor.
 */
export const notProvided = <Output = unknown, Input = unknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name}: not provided (the client provides it in machines/<area>/provided.ts)`);
  });
