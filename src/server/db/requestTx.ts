import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.js';

const active = new AsyncLocalStorage<Db>();

/**
 * The handle every route gets as `deps.db`: inside a request run by `inRequestTx`, that request's
 * transaction; anywhere else the database itself. Routes keep writing `db.insert(…)` and
 * `db.transaction(…)` (a savepoint inside the request's transaction), and a mutating call's
 * writes commit together with its system-log row, or not at all.
 */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const handle = active.getStore() ?? target;
      const value = Reflect.get(handle, prop);
      return typeof value === 'function' ? value.bind(handle) : value;
    },
  });
}

/** Runs `fn` in one transaction that `requestScopedDb` handles use while it runs. */
export const inRequestTx = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => active.run(tx as unknown as Db, () => fn(tx as unknown as Db)));

/**
 * Runs `fn` outside any request's transaction: work a request starts but does not wait for (a
 * background job) must not use that request's transaction, which commits when the answer is sent.
 */
export const outsideRequest = <T>(fn: () => T): T => active.exit(fn);
