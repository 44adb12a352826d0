import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateHistory, voyageRecords, voyages } from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import {
  bareClient,
  ledgerActors,
  seedLedger,
  type Client,
} from '../../support/ledger/ledgerReadFixtures.js';

/**
 * Voyage and snapshot lock on the server, their history, and the deletes a lock refuses; the
 * voyage delete keeps a handover call shared with the neighbouring voyage (original [BUG]).
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin);
});
afterAll(() => t.close());

/** A fresh ledger on a fresh ship id each time would need ships; instead each test seeds its own copy. */
let copy = 0;
async function fresh(shipId = a.inScope.id) {
  // Shift the copy's voyage numbers and ref codes so copies on one ship do not collide.
  const s = await seedLedger(t.db, shipId, `c${++copy}`);
  return s;
}

describe('POST /api/voyages/:id/lock', () => {
  it('locks and unlocks with a comment, each transition a history row the auditor reads', async () => {
    const { v1 } = await fresh();
    const lock = await a.manager.post(`/api/voyages/${v1.id}/lock`, {
      event: 'lock',
      comment: 'verified',
      version: 1,
    });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    expect(lock.data).toMatchObject({
      id: v1.id,
      status: 'locked',
      version: 2,
      from: 'unlocked',
      to: 'locked',
    });
    expect((await a.manager.get(`/api/voyages/${v1.id}`)).data.status).toBe('locked');
    const unlock = await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'unlock' });
    expect(unlock.data.status).toBe('unlocked');
    const history = await a.auditor.get(`/api/voyages/${v1.id}/history`);
    expect(history.status).toBe(200);
    expect(history.data.map((h: any) => [h.fromState, h.event, h.toState, h.comment, h.role])).toEqual([
      ['locked', 'unlock', 'unlocked', null, 'ship_manager'],
      ['unlocked', 'lock', 'locked', 'verified', 'ship_manager'],
    ]);
    expect(history.data[0].actorName).toBeTruthy();
  });

  it('lists the history in commit order, whatever the clocks of the calls said', async () => {
    const { v1 } = await fresh();
    // Parallel calls read their clock before they wait for the voyage's row lock, so the call that
    // commits second may carry the earlier time: here the unlock, one minute "before" the lock.
    t.clock.advance(60_000);
    expect(
      (await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'lock', comment: 'first' })).status,
    ).toBe(200);
    t.clock.advance(-60_000);
    expect(
      (await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'unlock', comment: 'second' })).status,
    ).toBe(200);
    const history = await a.auditor.get(`/api/voyages/${v1.id}/history`);
    expect(history.data.map((h: any) => [h.fromState, h.toState, h.comment])).toEqual([
      ['locked', 'unlocked', 'second'],
      ['unlocked', 'locked', 'first'],
    ]);
  });

  it('refuses an illegal event (409), a stale version (409), bad input (400) and writes nothing', async () => {
    const { v1 } = await fresh();
    const again = await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'unlock' });
    expect([again.status, again.body.code]).toEqual([409, 'illegal_transition']);
    const stale = await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'lock', version: 7 });
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict']);
    expect((await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'freeze' })).status).toBe(400);
    expect((await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'lock', extra: 1 })).status).toBe(
      400,
    );
    const rows = await t.db
      .select()
      .from(stateHistory)
      .where(eq(stateHistory.entityId, String(v1.id)));
    expect(rows.filter((r) => r.entity === 'voyage')).toEqual([]);
  });

  it('answers 401 without a session, 403 to the read-only auditor and without the permission, 404 outside the scope', async () => {
    const { v1 } = await fresh();
    const foreign = await fresh(a.outside.id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/voyages/${v1.id}/lock`, payload: { event: 'lock' } }))
        .statusCode,
    ).toBe(401);
    expect((await a.auditor.post(`/api/voyages/${v1.id}/lock`, { event: 'lock' })).status).toBe(403);
    expect((await bare.post(`/api/voyages/${v1.id}/lock`, { event: 'lock' })).status).toBe(403);
    expect((await a.manager.post(`/api/voyages/${foreign.v1.id}/lock`, { event: 'lock' })).status).toBe(404);
    expect((await a.manager.get(`/api/voyages/${foreign.v1.id}/history`)).status).toBe(404);
    expect((await bare.get(`/api/voyages/${v1.id}/history`)).status).toBe(403);
    expect((await a.manager.post(`/api/voyages/999999/lock`, { event: 'lock' })).status).toBe(404);
  });
});

describe('snapshot lock and delete', () => {
  it('locks a snapshot, refuses its delete while locked, deletes it once unlocked', async () => {
    const { snaps } = await fresh();
    const s = snaps[0];
    expect(
      (await a.manager.post(`/api/snapshots/${s.id}/lock`, { event: 'lock', comment: 'year closed' })).status,
    ).toBe(200);
    expect(
      (await a.manager.get(`/api/snapshots?shipId=${a.inScope.id}&size=100`)).data.items.find(
        (x: any) => x.id === s.id,
      ).status,
    ).toBe('locked');
    const refused = await a.manager.del(`/api/snapshots/${s.id}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'snapshot_locked']);
    const history = await a.auditor.get(`/api/snapshots/${s.id}/history`);
    expect(history.data.map((h: any) => [h.event, h.comment])).toEqual([['lock', 'year closed']]);
    await a.manager.post(`/api/snapshots/${s.id}/lock`, { event: 'unlock' });
    expect((await a.manager.del(`/api/snapshots/${s.id}`)).status).toBe(200);
    expect((await a.manager.del(`/api/snapshots/${s.id}`)).status).toBe(404);
  });

  it('refuses without a session, permission or scope', async () => {
    const foreign = await fresh(a.outside.id);
    const { snaps } = await fresh();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/snapshots/${snaps[0].id}` })).statusCode).toBe(
      401,
    );
    expect((await a.auditor.del(`/api/snapshots/${snaps[0].id}`)).status).toBe(403);
    expect((await a.auditor.post(`/api/snapshots/${snaps[0].id}/lock`, { event: 'lock' })).status).toBe(403);
    expect((await a.manager.del(`/api/snapshots/${foreign.snaps[0].id}`)).status).toBe(404);
    expect(
      (await a.manager.post(`/api/snapshots/${foreign.snaps[0].id}/lock`, { event: 'lock' })).status,
    ).toBe(404);
    expect((await a.manager.post(`/api/snapshots/${snaps[0].id}/lock`, {})).status).toBe(400);
  });
});

describe('DELETE /api/voyages/:id', () => {
  it('is refused while the voyage is locked, and while the neighbour sharing its handover call is', async () => {
    const { v1, v2 } = await fresh();
    await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'lock' });
    const own = await a.manager.del(`/api/voyages/${v1.id}`);
    expect([own.status, own.body.code]).toEqual([409, 'voyage_locked']);
    // Deleting V002 would unlink the handover call that belongs to the locked V001.
    const neighbour = await a.manager.del(`/api/voyages/${v2.id}`);
    expect([neighbour.status, neighbour.body.code]).toEqual([409, 'voyage_locked']);
    expect((await a.manager.get(`/api/voyages/${v2.id}`)).status).toBe(200);
    // Unlocked again, so the later deletes on this ship start from unlocked voyages only.
    expect((await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'unlock' })).status).toBe(200);
  });

  it('deleting the later voyage keeps the handover call with its arrival voyage, unlinked', async () => {
    const { v1, v2, r2, r3 } = await fresh();
    const r = await a.manager.del(`/api/voyages/${v2.id}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data).toMatchObject({ unlinkedRecords: 1, movedRecords: 0, deletedRecords: 1 });
    const [kept] = await t.db.select().from(voyageRecords).where(eq(voyageRecords.id, r2.id));
    expect([kept.voyageId, kept.nextVoyageId]).toEqual([v1.id, null]);
    expect(await t.db.select().from(voyageRecords).where(eq(voyageRecords.id, r3.id))).toEqual([]);
    expect((await a.manager.get(`/api/voyages/${v2.id}`)).status).toBe(404);
    expect((await a.manager.get(`/api/voyages/${v1.id}/records`)).data.map((x: any) => x.id)).toContain(
      r2.id,
    );
  });

  it('deleting the earlier voyage moves the handover call to the voyage it starts', async () => {
    const { v1, v2, r1, r2 } = await fresh();
    const r = await a.manager.del(`/api/voyages/${v1.id}`);
    expect(r.data).toMatchObject({ movedRecords: 1, deletedRecords: 1 });
    const rows = await t.db
      .select()
      .from(voyageRecords)
      .where(inArray(voyageRecords.id, [r1.id, r2.id]));
    expect(rows.map((x) => [x.id, x.voyageId, x.nextVoyageId])).toEqual([[r2.id, v2.id, null]]);
    expect(await t.db.select().from(voyages).where(eq(voyages.id, v1.id))).toEqual([]);
    const recs = (await a.manager.get(`/api/voyages/${v2.id}/records`)).data;
    expect(recs.map((x: any) => x.record.voyageNo)).toEqual([v2.voyageNo, v2.voyageNo]);
  });

  it('refuses without a session, permission or scope', async () => {
    const { v1 } = await fresh();
    const foreign = await fresh(a.outside.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/voyages/${v1.id}` })).statusCode).toBe(401);
    expect((await a.auditor.del(`/api/voyages/${v1.id}`)).status).toBe(403);
    expect((await a.manager.del(`/api/voyages/${foreign.v1.id}`)).status).toBe(404);
    expect((await a.manager.del(`/api/voyages/x`)).status).toBe(400);
  });
});
