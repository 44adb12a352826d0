/**
 * Work a run's global setups share across projects. Vitest loads a project's global setup in that
 * project's own module graph, so a module-level memo would build once per project (the server and
 * e2e projects both need the seeded template). The memo lives on the main process's global object
 * instead, and the teardown runs when the last project that asked for it is done.
 */
interface Shared<T> {
  value: Promise<T>;
  users: number;
}
const registry = ((globalThis as { __eeoiOnceInRun?: Map<string, Shared<unknown>> }).__eeoiOnceInRun ??=
  new Map());

export async function onceInRun<T>(
  key: string,
  build: () => Promise<T>,
  teardown: (value: T) => Promise<void> | void,
): Promise<{ value: T; release: () => Promise<void> }> {
  let shared = registry.get(key) as Shared<T> | undefined;
  if (!shared) {
    shared = { value: build(), users: 0 };
    registry.set(key, shared);
  }
  shared.users += 1;
  const value = await shared.value;
  return {
    value,
    release: async () => {
      shared.users -= 1;
      if (shared.users > 0) return;
      registry.delete(key);
      await teardown(value);
    },
  };
}
