import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { accountStatusMachine } from '../../../src/machines/workflow/accountStatusMachine.js';
import { stateHistory, users } from '../../../src/server/db/schema/index.js';
import { AppError } from '../../../src/server/http/errors.js';
import { userAccounts } from '../../../src/server/repositories/accountStatus.js';
import { runTransition } from '../../../src/server/workflow/transition.js';
import type { StateStore } from '../../../src/server/repositories/kit/statusStore.js';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
let adminId: number;
let targetId: number;
const at = new Date('2026-03-02T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: users.id, username: users.username }).from(users);
  adminId = rows.find((r) => r.username === 'admin')!.id;
  targetId = rows.find((r) => r.username === 'demo_manager')!.id;
});
afterAll(() => t.close());

const actor = () => ({ userId: adminId, roleCode: '99' });
const freeze = (extra: object = {}) => ({
  id: targetId,
  event: { type: 'account.freeze', comment: ' left the company ' },
  actor: actor(),
  at,
  lang: 'en' as const,
  ...extra,
});
const account = async () =>
  (
    await t.db
      .select({ status: users.status, version: users.version })
      .from(users)
      .where(eq(users.id, targetId))
  )[0];
const history = () =>
  t.db
    .select()
    .from(stateHistory)
    .where(eq(stateHistory.entityId, String(targetId)))
    .orderBy(stateHistory.id);
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: AppError) => ({ status: e.status, code: e.code, message: e.message }),
  );

describe('runTransition', () => {
  it('applies a legal event: new state, version bumped, one history row with who, role, when, why', async () => {
    const before = await account();
    expect(await runTransition(t.db, accountStatusMachine, userAccounts, freeze())).toEqual({
      from: 'active',
      to: 'frozen',
      value: 'frozen',
    });
    expect(await account()).toEqual({ status: 0, version: before.version + 1 });
    const rows = await history();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'user',
      entityId: String(targetId),
      fromState: 'active',
      event: 'account.freeze',
      toState: 'frozen',
      actor: adminId,
      role: '99',
      at,
      comment: 'left the company',
    });
  });

  it('refuses an event the chart does not allow in the stored state with 409 and writes nothing', async () => {
    const before = await account();
    const n = (await history()).length;
    expect(await refusal(runTransition(t.db, accountStatusMachine, userAccounts, freeze()))).toEqual({
      status: 409,
      code: 'illegal_transition',
      message: 'Event "account.freeze" is not allowed in state "frozen".',
    });
    const zh = await refusal(runTransition(t.db, accountStatusMachine, userAccounts, freeze({ lang: 'zh' })));
    expect(zh?.message).toContain('frozen');
    expect(zh?.message).toContain('account.freeze');
    // Unknown event types are refused the same way.
    const odd = freeze({ event: { type: 'account.delete' } });
    expect((await refusal(runTransition(t.db, accountStatusMachine, userAccounts, odd)))?.code).toBe(
      'illegal_transition',
    );
    expect(await account()).toEqual(before);
    expect(await history()).toHaveLength(n);
  });

  it('answers 404 for a missing row and 409 conflict for a stale version, writing nothing', async () => {
    const n = (await history()).length;
    const enable = { event: { type: 'account.enable' } };
    expect(
      (
        await refusal(
          runTransition(t.db, accountStatusMachine, userAccounts, freeze({ ...enable, id: 999999 })),
        )
      )?.status,
    ).toBe(404);
    const { version } = await account();
    const stale = freeze({ ...enable, version: version - 1 });
    expect((await refusal(runTransition(t.db, accountStatusMachine, userAccounts, stale)))?.code).toBe(
      'conflict',
    );
    expect(await history()).toHaveLength(n);
    await runTransition(t.db, accountStatusMachine, userAccounts, freeze({ ...enable, version }));
    expect((await account()).status).toBe(1);
  });

  it('rolls the state back when the history row cannot be written', async () => {
    const before = await account();
    // An actor id no user has breaks the history row's foreign key after the state was written.
    const broken = freeze({ actor: { userId: 999999, roleCode: '99' } });
    expect(await refusal(runTransition(t.db, accountStatusMachine, userAccounts, broken))).not.toBeNull();
    expect(await account()).toEqual(before);
  });

  it('asks the chart with the row as context, so guards decide too', async () => {
    const guarded = setup({
      types: { context: {} as { mayFreeze: boolean }, events: {} as { type: 'account.freeze' } },
      guards: { mayFreeze: ({ context }) => context.mayFreeze },
    }).createMachine({
      initial: 'active',
      context: { mayFreeze: false },
      states: { active: { on: { 'account.freeze': { guard: 'mayFreeze', target: 'frozen' } } }, frozen: {} },
    });
    const store = (mayFreeze: boolean): StateStore<{ status: number; version: number }> => ({
      ...userAccounts,
      contextOf: () => ({ mayFreeze }),
    });
    expect((await refusal(runTransition(t.db, guarded, store(false), freeze())))?.code).toBe(
      'illegal_transition',
    );
    expect(await runTransition(t.db, guarded, store(true), freeze())).toEqual({
      from: 'active',
      to: 'frozen',
      value: 'frozen',
    });
    await runTransition(
      t.db,
      accountStatusMachine,
      userAccounts,
      freeze({ event: { type: 'account.enable' } }),
    );
  });

  it('lets only one of two concurrent identical transitions pass (the row is locked)', async () => {
    const n = (await history()).length;
    // Each transaction, once it has read the row, waits for the other to read too (or 300 ms).
    // Without `for update` both would read "active" and both would freeze; with it, the second
    // read waits for the first commit and sees "frozen".
    let arrived = 0;
    let release!: () => void;
    const bothRead = new Promise<void>((r) => (release = r));
    const racing: typeof userAccounts = {
      ...userAccounts,
      lock: async (tx, id) => {
        const row = await userAccounts.lock(tx, id);
        if (++arrived === 2) release();
        await Promise.race([bothRead, new Promise((r) => setTimeout(r, 300))]);
        return row;
      },
    };
    const results = await Promise.allSettled([
      runTransition(t.db, accountStatusMachine, racing, freeze()),
      runTransition(t.db, accountStatusMachine, racing, freeze()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ status: 409, code: 'illegal_transition' });
    expect(await history()).toHaveLength(n + 1);
    expect((await account()).status).toBe(0);
  });
});
