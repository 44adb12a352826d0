import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';

/**
 * `FLEET_SIZE` ships (10,000 in the benchmarks) (IMO numbers with a valid check digit, 'LBENCH <n>'), each with one year: 6 voyages,
 * 37 port calls 10 days apart (2 fuel lines, a bunker every 6th call), 36 IMO legs and 36 EU
 * voyages with 2 fuel lines each, snapshots at both bounds. Returns IMO numbers in demo_company's scope.
 * The calls go round Shanghai → Singapore → Rotterdam → Hamburg → Algeciras → Felixstowe, so each
 * round has EEA port calls: one voyage arriving from outside (inbound), two between EEA ports
 * (intra), one leaving the EEA for the UK (outbound) and two outside it (Felixstowe → Shanghai →
 * Singapore), as the EU MRV / ETS and FuelEU figures need (docs/reports-eu.md §Measured).
 */
export async function seedBenchFleet(database: Database, FLEET_SIZE: number): Promise<string[]> {
  const db = database.db;
  const t0 = performance.now();
  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies where code in ('HYSG', 'HYSM', 'BOML')),
         n as (select i, (700000 + i)::text b from generate_series(1, ${FLEET_SIZE}) i)
    insert into ships (imo, name_en, name_zh, ship_type_code, flag_code, home_port_code,
                       owner_company_id, operator_company_id, doc_company_id, gt, nt, dwt, design_speed, service_speed)
    select n.b || ((substr(b,1,1)::int*7 + substr(b,2,1)::int*6 + substr(b,3,1)::int*5 + substr(b,4,1)::int*4
                    + substr(b,5,1)::int*3 + substr(b,6,1)::int*2) % 10)::text,
           'LBENCH ' || i, '台架船' || i, (1 + i % 5)::text, 'PAN', 'CNSHA',
           c.ids[1 + i % 3], c.ids[1 + i % 3], c.ids[1 + i % 3],
           30000, 18000, 50000 + i % 100000, 15, 13
      from c, n`);
  // Statistics after each step: the next INSERT joins the rows just made, and with the counts of an
  // empty table the planner picked a nested loop over 60,000 voyages for each of 370,000 calls.
  await db.execute(sql`analyze ships`);
  await db.execute(sql`
    insert into voyages (ship_id, voyage_no, start_at, end_at, distance_nm, hours_underway, co2_t, transport_work_tnm, eeoi)
    select s.id, 'LB25' || lpad(v::text, 2, '0'),
           timestamptz '2024-12-28 00:00+00' + ((v - 1) * 60) * interval '1 day',
           timestamptz '2024-12-28 00:00+00' + (v * 60) * interval '1 day',
           6 * 2400, 6 * 190, 6 * 150, 6 * 2400 * 40000.0, 6 * 150e6 / (6 * 2400 * 40000.0)
      from ships s, generate_series(1, 6) v where s.name_en like 'LBENCH %'`);
  await db.execute(sql`analyze voyages`);
  await db.execute(sql`
    insert into voyage_records (ship_id, voyage_id, ref_code, kind, port_code, in_port_limits, arrival_at,
                                arrival_offset_min, departure_at, departure_offset_min, distance_nm, purposes, payload_hash)
    select s.id, v.id, 'R' || lpad(k::text, 3, '0'), 'port',
           (array['CNSHA','SGSIN','NLRTM','DEHAM','ESALG','GBFXT'])[1 + k % 6], true,
           timestamptz '2024-12-26 00:00+00' + (k * 10) * interval '1 day', 480,
           timestamptz '2024-12-28 00:00+00' + (k * 10) * interval '1 day', 480,
           case when k = 0 then 0 else 2400 end, '{0,1}', md5(s.id || '-' || k)
      from ships s cross join generate_series(0, 36) k
      join voyages v on v.ship_id = s.id and v.voyage_no = 'LB25' || lpad((least(6, 1 + k / 6))::text, 2, '0')
     where s.name_en like 'LBENCH %'`);
  await db.execute(sql`analyze voyage_records`);
  await db.execute(sql`
    insert into voyage_record_fuels (record_id, fuel_code, rob_arrival_t, rob_departure_t)
    select r.id, f.code, f.base - (substr(r.ref_code, 2)::int % 6) * f.step, f.base - (substr(r.ref_code, 2)::int % 6) * f.step - f.port
      from voyage_records r join ships s on s.id = r.ship_id and s.name_en like 'LBENCH %'
      cross join (values ('11', 1200.0, 150.0, 0.0), ('3', 200.0, 8.0, 8.0)) f(code, base, step, port)`);
  await db.execute(sql`
    insert into voyage_bunkers (record_id, line_no, fuel_code, tonnes, at, offset_min, sulphur_pct, bdn_no)
    select r.id, 1, '11', 900, r.arrival_at + interval '12 hours', 480, 0.48, 'BDN-' || r.id
      from voyage_records r join ships s on s.id = r.ship_id and s.name_en like 'LBENCH %'
     where case when r.ref_code ~ '^R[0-9]{3}$' then substr(r.ref_code, 2)::int % 6 = 5 else false end`);
  for (const [kind, cat] of [
    ['imo', sql`null`],
    ['eu', sql`(array[null, null, 'inbound', 'intra', 'intra', 'outbound'])[1 + k % 6]`],
  ] as const)
    await db.execute(sql`
      insert into voyage_legs (ship_id, voyage_id, kind, seq, from_ref_code, to_ref_code, from_port, to_port,
                               departure_at, arrival_at, distance_nm, hours_underway, co2_t, cargo_t,
                               transport_work_tnm, eeoi, eu_category)
      select s.id, v.id, ${kind}, k, 'R' || lpad((k - 1)::text, 3, '0'), 'R' || lpad(k::text, 3, '0'),
             (array['CNSHA','SGSIN','NLRTM','DEHAM','ESALG','GBFXT'])[1 + (k - 1) % 6],
             (array['CNSHA','SGSIN','NLRTM','DEHAM','ESALG','GBFXT'])[1 + k % 6],
             timestamptz '2024-12-28 00:00+00' + ((k - 1) * 10) * interval '1 day',
             timestamptz '2024-12-26 00:00+00' + (k * 10) * interval '1 day',
             2400, 192, 150 * 3.114, 40000, 2400 * 40000.0, 150 * 3.114e6 / (2400 * 40000.0), ${cat}
        from ships s cross join generate_series(1, 36) k
        join voyages v on v.ship_id = s.id and v.voyage_no = 'LB25' || lpad((least(6, 1 + (k - 1) / 6))::text, 2, '0')
       where s.name_en like 'LBENCH %'`);
  await db.execute(sql`analyze voyage_legs`);
  await db.execute(sql`
    insert into voyage_leg_fuels (leg_id, fuel_code, at_sea_t, in_port_t)
    select l.id, f.code, f.sea, f.port
      from voyage_legs l join ships s on s.id = l.ship_id and s.name_en like 'LBENCH %'
      cross join (values ('11', 150.0, 0.0), ('3', 0.0, 8.0)) f(code, sea, port)`);
  await db.execute(sql`
    insert into rob_snapshots (ship_id, ref_code, at, offset_min, payload_hash)
    select s.id, 'SNAP-' || y, make_timestamptz(y, 1, 1, 0, 0, 0, 'UTC'), 0, md5(s.id || '-' || y)
      from ships s cross join (values (2025), (2026)) t(y) where s.name_en like 'LBENCH %'`);
  await db.execute(sql`analyze rob_snapshots`);
  await db.execute(sql`
    insert into rob_snapshot_fuels (snapshot_id, fuel_code, rob_t)
    select n.id, f.code, f.rob
      from rob_snapshots n join ships s on s.id = n.ship_id and s.name_en like 'LBENCH %'
      cross join (values ('11', 1000.0), ('3', 180.0)) f(code, rob)`);
  await db.execute(sql`analyze`);
  const res = (await db.execute(
    sql`select imo from ships where case when name_en ~ '^LBENCH [0-9]+$' then substr(name_en, 8)::int % 3 = 0 else false end order by id limit 2000`,
  )) as unknown as { rows: Array<{ imo: string }> };
  const counts = (await db.execute(sql`
    select (select count(*) from voyage_records)::int records, (select count(*) from voyage_legs)::int legs,
           (select count(*) from voyage_leg_fuels)::int leg_fuels`)) as unknown as { rows: any[] };
  const c = counts.rows[0];
  console.log(
    `\n${FLEET_SIZE} ships × 1 year in SQL: ${c.records} records, ${c.legs} legs, ${c.leg_fuels} leg fuel lines ` +
      `in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return res.rows.map((r) => r.imo);
}
