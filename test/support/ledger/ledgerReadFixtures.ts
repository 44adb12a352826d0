import type { Database } from '../../../src/server/db/client.js';
import {
  episodeFuels,
  legFuels,
  recordBunkers,
  recordCargo,
  recordFuels,
  robSnapshots,
  snapshotFuels,
  voyageEpisodes,
  voyageLegs,
  voyageRecords,
  voyages,
} from '../../../src/server/db/schema/index.js';
import { client, type Client } from '../fleet/fleetHelpers.js';
import { DEMO_PASSWORD, type TestApp } from '../app.js';

type Db = Database['db'];
const at = (s: string) => new Date(s);

/**
 * A small, hand-computed ledger for the read tests, written as rows (the read side is tested on its
 * own; the writer's tests cover POST). Ship A (in demo_manager's scope):
 * - voyage V001: CNSHA 5–6 Jan 2025 (UTC+8 as written) → SGSIN 12–13 Jan, a handover call whose
 *   departure starts V002, 200 t HFO (code 11) bunkered there on 12 Jan 12:00Z;
 * - voyage V002: → NLRTM 10–11 Feb, an ice episode on 1–2 Feb;
 * - IMO legs CNSHA→SGSIN (V001, 6→12 Jan, 2,000 nm, 144 h) and SGSIN→NLRTM (V002, 13 Jan→10 Feb,
 *   8,000 nm, 672 h); one EU voyage SGSIN→NLRTM (inbound);
 * - snapshots 1 Jan (HFO 520, MDO 101), 1 Feb (HFO 600, MDO 97) and 1 Mar (HFO 400).
 * Totals for January: HFO 520 − 600 + 200 = 120 t, MDO 4 t; the second leg is cut at 1 Feb after
 * 19 of its 28 days.
 */
export async function seedLedger(db: Db, shipId: number, tag = '') {
  // A tagged copy (several on one ship) gets its own voyage numbers, ref codes and snapshot minutes.
  const shift = Number(tag.replace(/\D/g, '') || 0) * 60_000;
  const snapAt = (s: string) => new Date(at(s).getTime() + shift);
  const [v1, v2] = await db
    .insert(voyages)
    .values([
      {
        shipId,
        voyageNo: `V001${tag.toUpperCase()}`,
        startAt: at('2025-01-06T00:00Z'),
        endAt: at('2025-01-12T00:00Z'),
        distanceNm: 2000,
      },
      {
        shipId,
        voyageNo: `V002${tag.toUpperCase()}`,
        startAt: at('2025-01-13T00:00Z'),
        endAt: at('2025-02-10T00:00Z'),
        distanceNm: 8000,
      },
    ])
    .returning();
  const rec = (over: Partial<typeof voyageRecords.$inferInsert>) =>
    ({
      shipId,
      kind: 'port',
      inPortLimits: true,
      payloadHash: 'h',
      purposes: [0, 1],
      ...over,
    }) as typeof voyageRecords.$inferInsert;
  const [r1, r2, r3] = await db
    .insert(voyageRecords)
    .values([
      rec({
        voyageId: v1.id,
        refCode: `R1${tag}`,
        portCode: 'CNSHA',
        arrivalAt: at('2025-01-05T00:00Z'),
        arrivalOffsetMin: 480,
        departureAt: at('2025-01-06T00:00Z'),
        departureOffsetMin: 480,
      }),
      rec({
        voyageId: v1.id,
        nextVoyageId: v2.id,
        refCode: `R2${tag}`,
        portCode: 'SGSIN',
        arrivalAt: at('2025-01-12T00:00Z'),
        departureAt: at('2025-01-13T00:00Z'),
        distanceNm: 2000,
      }),
      rec({
        voyageId: v2.id,
        refCode: `R3${tag}`,
        portCode: 'NLRTM',
        arrivalAt: at('2025-02-10T00:00Z'),
        departureAt: at('2025-02-11T00:00Z'),
        distanceNm: 8000,
      }),
    ])
    .returning();
  await db.insert(recordFuels).values([
    { recordId: r1.id, fuelCode: '11', robArrivalT: 500, robDepartureT: 480 },
    { recordId: r1.id, fuelCode: '3', robArrivalT: 100, robDepartureT: 98 },
    { recordId: r2.id, fuelCode: '11', robArrivalT: 450, robDepartureT: 640, correctionT: -5 },
    { recordId: r2.id, fuelCode: '3', robArrivalT: 96, robDepartureT: 96 },
    { recordId: r3.id, fuelCode: '11', robArrivalT: 540, robDepartureT: 530 },
  ]);
  await db.insert(recordCargo).values([
    { recordId: r1.id, phase: 'arrival', cargoT: 0 },
    { recordId: r1.id, phase: 'departure', cargoT: 50000, teu: 10 },
    { recordId: r2.id, phase: 'arrival', cargoT: 50000 },
    { recordId: r2.id, phase: 'departure', cargoT: 40000 },
  ]);
  await db.insert(recordBunkers).values({
    recordId: r2.id,
    lineNo: 0,
    fuelCode: '11',
    tonnes: 200,
    at: at('2025-01-12T12:00Z'),
    bdnNo: 'BDN-1',
  });
  const [ice] = await db
    .insert(voyageEpisodes)
    .values({
      shipId,
      voyageId: v2.id,
      refCode: `ICE1${tag}`,
      kind: 'ice',
      beginAt: at('2025-02-01T00:00Z'),
      endAt: at('2025-02-02T00:00Z'),
      distanceNm: 300,
      payloadHash: 'h',
    })
    .returning();
  await db.insert(episodeFuels).values({ episodeId: ice.id, fuelCode: '11', consumedT: 6 });
  const leg = (over: Partial<typeof voyageLegs.$inferInsert>) =>
    ({
      shipId,
      co2T: 0,
      cargoT: 50000,
      transportWorkTnm: 0,
      fromRefCode: 'R2',
      toRefCode: 'R3',
      ...over,
    }) as typeof voyageLegs.$inferInsert;
  const [l1, l2, e1] = await db
    .insert(voyageLegs)
    .values([
      leg({
        voyageId: v1.id,
        kind: 'imo',
        seq: 1,
        fromRefCode: 'R1',
        toRefCode: 'R2',
        fromPort: 'CNSHA',
        toPort: 'SGSIN',
        departureAt: at('2025-01-06T00:00Z'),
        arrivalAt: at('2025-01-12T00:00Z'),
        distanceNm: 2000,
        hoursUnderway: 144,
        transportWorkTnm: 1e8,
      }),
      leg({
        voyageId: v2.id,
        kind: 'imo',
        seq: 2,
        fromPort: 'SGSIN',
        toPort: 'NLRTM',
        departureAt: at('2025-01-13T00:00Z'),
        arrivalAt: at('2025-02-10T00:00Z'),
        distanceNm: 8000,
        hoursUnderway: 672,
        transportWorkTnm: 3.2e8,
      }),
      leg({
        voyageId: v2.id,
        kind: 'eu',
        seq: 1,
        fromPort: 'SGSIN',
        toPort: 'NLRTM',
        departureAt: at('2025-01-13T00:00Z'),
        arrivalAt: at('2025-02-10T00:00Z'),
        distanceNm: 8000,
        hoursUnderway: 672,
        euCategory: 'inbound',
      }),
    ])
    .returning();
  await db.insert(legFuels).values([
    { legId: l1.id, fuelCode: '11', atSeaT: 30, inPortT: 5 },
    { legId: l1.id, fuelCode: '1', atSeaT: 1 },
    { legId: l1.id, fuelCode: '3', atSeaT: 2 },
    { legId: l2.id, fuelCode: '11', atSeaT: 100, iceT: 6 },
    { legId: e1.id, fuelCode: '11', atSeaT: 100, inPortT: 10 },
  ]);
  const snaps = await db
    .insert(robSnapshots)
    .values([
      { shipId, refCode: `S2025${tag}`, at: snapAt('2025-01-01T00:00Z'), payloadHash: 'h', offsetMin: 480 },
      { shipId, refCode: `S2025-02${tag}`, at: snapAt('2025-02-01T00:00Z'), payloadHash: 'h' },
      { shipId, refCode: `S2025-03${tag}`, at: snapAt('2025-03-01T00:00Z'), payloadHash: 'h' },
    ])
    .returning();
  await db.insert(snapshotFuels).values([
    { snapshotId: snaps[0].id, fuelCode: '11', robT: 520 },
    { snapshotId: snaps[0].id, fuelCode: '3', robT: 101 },
    { snapshotId: snaps[1].id, fuelCode: '11', robT: 600 },
    { snapshotId: snaps[1].id, fuelCode: '3', robT: 97 },
    { snapshotId: snaps[2].id, fuelCode: '11', robT: 400 },
  ]);
  return { v1, v2, r1, r2, r3, l1, l2, e1, ice, snaps };
}

/**
 * The actors of the ledger tests: admin, demo_manager (company scope), demo_class (auditor, reads
 * only), demo_authority (no voyage pages), and one ship inside demo_manager's scope and one outside.
 */
export async function ledgerActors(t: TestApp) {
  const admin = await client(t.app, 'admin');
  const manager = await client(t.app, 'demo_manager');
  const auditor = await client(t.app, 'demo_class');
  const authority = await client(t.app, 'demo_authority');
  const all = (await admin.get('/api/fleet/ships?size=100')).data.items as Array<{
    id: number;
    imo: string | null;
    registrationNo: string | null;
  }>;
  const mine = new Set(
    ((await manager.get('/api/fleet/ships?size=100')).data.items as Array<{ id: number }>).map((s) => s.id),
  );
  const [inScope, inScope2] = all.filter((s) => mine.has(s.id) && s.imo);
  const outside = all.find((s) => !mine.has(s.id) && s.imo)!;
  return { admin, manager, auditor, authority, inScope, inScope2, outside };
}

export type { Client };

/** A user whose role grants no function at all (every permission-checked call is 403). */
export async function bareClient(t: TestApp, admin: Client, username = 'ledger_bare') {
  const role = await admin.post('/api/system/roles', {
    code: `${username}_role`,
    nameZh: '无权限',
    nameEn: 'No rights',
    menuIds: [],
  });
  await admin.post('/api/system/users', {
    username,
    nameZh: '无权限用户',
    nameEn: 'Bare user',
    roleIds: [role.data.id],
    password: DEMO_PASSWORD,
  });
  return client(t.app, username);
}
