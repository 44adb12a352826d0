-- The per-ship month summary apportions each leg over the UTC months it spans, by the same rule as
-- `apportionByMonth` (src/domain/statistics/monthly.ts, docs/statistics.md §3d): a month gets the
-- share of the leg's elapsed time (arrival − departure) that falls in it, for every additive
-- column, port fuel included; a leg without elapsed time counts whole in its departure month.
-- Before, a whole leg sat in its departure month, so a month spent at sea showed nothing. The
-- years (0022) and the company months (0026) are built from these rows and so follow.

-- The UTC months a leg has time at sea in: from its departure month to the month of its last
-- instant before arrival (a leg arriving at 1 March 00:00Z ends in February).
CREATE FUNCTION "stat_leg_months"(dep timestamptz, arr timestamptz) RETURNS SETOF date
LANGUAGE sql IMMUTABLE AS $$
  select generate_series(
           date_trunc('month', dep at time zone 'UTC'),
           date_trunc('month', (case when arr > dep then arr - interval '1 microsecond' else dep end) at time zone 'UTC'),
           interval '1 month')::date
$$;
--> statement-breakpoint
-- A leg's share of month `m`: its time at sea in the month over its elapsed time. Epoch seconds
-- are subtracted as exact numerics before the one division, so the share is the same double the
-- domain's milliseconds give.
CREATE FUNCTION "stat_leg_share"(dep timestamptz, arr timestamptz, m date) RETURNS double precision
LANGUAGE sql STABLE AS $$
  select case when arr > dep
    then (extract(epoch from least(arr, (m + interval '1 month') at time zone 'UTC'))
          - extract(epoch from greatest(dep, m::timestamp at time zone 'UTC')))::float8
         / (extract(epoch from arr) - extract(epoch from dep))::float8
    else 1::float8 end
$$;
--> statement-breakpoint
-- The month rebuild of 0019 (renamed by 0022), now over every leg with time at sea in the month:
-- one that departed before it and is still at sea, one that arrives after it, one inside it.
-- Rebuilding each month from its legs rather than adding deltas keeps the rows exactly what a leg
-- scan gives, whatever the write did. `kb` bounds each month's departures from below (null: no
-- bound), so a write reads the legs near its months on the (ship, kind, departure) index rather
-- than the ship's whole history before them; the triggers say why their bound holds.
CREATE FUNCTION "stat_rebuild_ship_months"(ks integer[], km date[], kb timestamptz[]) RETURNS void LANGUAGE sql AS $$
  delete from stat_ship_month_fuels f using unnest(ks, km) k(ship_id, month)
   where f.ship_id = k.ship_id and f.month = k.month;
  delete from stat_ship_months m using unnest(ks, km) k(ship_id, month)
   where m.ship_id = k.ship_id and m.month = k.month;
  insert into stat_ship_months (ship_id, month, legs, first_departure, distance_nm, ballast_distance_nm,
         hours_underway, cargo_t, transport_work_tnm, teu, teu_nm, teu_laden_nm, timed_distance_nm, speed_distance)
  select k.ship_id, k.month, count(*)::int, min(l.departure_at), sum(l.distance_nm * s.s),
         sum(l.ballast_distance_nm * s.s), sum(l.hours_underway * s.s), sum(l.cargo_t * s.s),
         sum(l.transport_work_tnm * s.s), sum(l.teu * s.s), sum(l.teu * l.distance_nm * s.s),
         sum(l.teu_laden * l.distance_nm * s.s),
         sum(case when l.hours_underway > 0 then l.distance_nm * s.s else 0 end),
         sum(case when l.hours_underway > 0 then l.distance_nm * l.distance_nm / l.hours_underway * s.s else 0 end)
    from unnest(ks, km, kb) k(ship_id, month, bound)
    join voyage_legs l on l.ship_id = k.ship_id and l.kind = 'imo'
     and l.departure_at >= coalesce(k.bound, '-infinity'::timestamptz)
     and l.departure_at < ((k.month + interval '1 month') at time zone 'UTC')
     and (l.arrival_at > (k.month::timestamp at time zone 'UTC')
          or (l.arrival_at <= l.departure_at and l.departure_at >= (k.month::timestamp at time zone 'UTC')))
    cross join lateral (select stat_leg_share(l.departure_at, l.arrival_at, k.month) as s) s
   group by k.ship_id, k.month;
  insert into stat_ship_month_fuels (ship_id, month, fuel_code, at_sea_t, in_port_t)
  select k.ship_id, k.month, lf.fuel_code, sum(lf.at_sea_t * s.s), sum(lf.in_port_t * s.s)
    from unnest(ks, km, kb) k(ship_id, month, bound)
    join voyage_legs l on l.ship_id = k.ship_id and l.kind = 'imo'
     and l.departure_at >= coalesce(k.bound, '-infinity'::timestamptz)
     and l.departure_at < ((k.month + interval '1 month') at time zone 'UTC')
     and (l.arrival_at > (k.month::timestamp at time zone 'UTC')
          or (l.arrival_at <= l.departure_at and l.departure_at >= (k.month::timestamp at time zone 'UTC')))
    cross join lateral (select stat_leg_share(l.departure_at, l.arrival_at, k.month) as s) s
    join voyage_leg_fuels lf on lf.leg_id = l.id
   group by k.ship_id, k.month, lf.fuel_code;
$$;
--> statement-breakpoint
-- The two-argument names keep their meaning for any other caller: no bound.
CREATE OR REPLACE FUNCTION "stat_rebuild_ship_months"(ks integer[], km date[]) RETURNS void LANGUAGE sql AS $$
  select stat_rebuild_ship_months(ks, km, array_fill(null::timestamptz, array[cardinality(ks)]));
$$;
--> statement-breakpoint
CREATE FUNCTION "stat_refresh_ship_months"(ks integer[], km date[], kb timestamptz[]) RETURNS void LANGUAGE sql AS $$
  select stat_rebuild_ship_months(ks, km, kb);
  select stat_refresh_ship_years(array_agg(ship_id), array_agg(year)) from (
    select distinct k.ship_id, extract(year from k.month)::int as year from unnest(ks, km) k(ship_id, month)) x;
$$;
--> statement-breakpoint
-- The months to rebuild for the legs (ss, sd, sa: ship, departure, arrival) whose old or new rows a
-- statement wrote, each with the earliest departure a leg with time at sea in it can have now, read
-- before anything is rebuilt. A leg that reaches month m having departed before it was at sea at
-- m's start, so it also has time at sea in m − 1: a leg the statement did not write is in m − 1's
-- stored row, whose first departure is no later than its own (the rows are current after every
-- statement); a leg it wrote is among (ws, wd), each ship's earliest departure among the legs as
-- they are after the statement.
CREATE FUNCTION "stat_months_refresh"(ss integer[], sd timestamptz[], sa timestamptz[], ws integer[],
    wd timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE ks integer[]; km date[]; kb timestamptz[];
BEGIN
  SELECT array_agg(x.ship_id), array_agg(x.month),
         array_agg(least(x.month::timestamp at time zone 'UTC', w.dep, p.first_departure))
    INTO ks, km, kb
    FROM (SELECT DISTINCT r.ship_id, m.month FROM unnest(ss, sd, sa) r(ship_id, dep, arr)
            CROSS JOIN LATERAL stat_leg_months(r.dep, r.arr) m(month)) x
    LEFT JOIN unnest(ws, wd) w(ship_id, dep) ON w.ship_id = x.ship_id
    LEFT JOIN stat_ship_months p ON p.ship_id = x.ship_id AND p.month = (x.month - interval '1 month')::date;
  IF ks IS NOT NULL THEN PERFORM stat_refresh_ship_months(ks, km, kb); END IF;
END $$;
--> statement-breakpoint
-- The triggers (0019) keep calling these: every month a written leg spans is rebuilt, the old
-- row's span and the new one's on an update, so a leg shortened, moved or deleted leaves no share
-- behind in a month it no longer reaches.
CREATE OR REPLACE FUNCTION "stat_months_from_legs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ss integer[]; sd timestamptz[]; sa timestamptz[]; ws integer[]; wd timestamptz[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(ship_id), array_agg(departure_at), array_agg(arrival_at) INTO ss, sd, sa
      FROM new_rows WHERE kind = 'imo';
    SELECT array_agg(ship_id), array_agg(dep) INTO ws, wd FROM (
      SELECT ship_id, min(departure_at) AS dep FROM new_rows WHERE kind = 'imo' GROUP BY ship_id) x;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(ss, '{}') || array_agg(ship_id), coalesce(sd, '{}') || array_agg(departure_at),
           coalesce(sa, '{}') || array_agg(arrival_at) INTO ss, sd, sa
      FROM old_rows WHERE kind = 'imo';
  END IF;
  IF ss IS NOT NULL THEN PERFORM stat_months_refresh(ss, sd, sa, ws, wd); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stat_months_from_leg_fuels"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ss integer[]; sd timestamptz[]; sa timestamptz[]; ws integer[]; wd timestamptz[];
BEGIN
  -- A fuel line whose leg is gone (a cascade) has nothing to rebuild: the leg's own trigger did it.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(l.ship_id), array_agg(l.departure_at), array_agg(l.arrival_at) INTO ss, sd, sa
      FROM voyage_legs l WHERE l.kind = 'imo' AND l.id IN (SELECT leg_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(l.ship_id), array_agg(l.departure_at), array_agg(l.arrival_at) INTO ss, sd, sa
      FROM voyage_legs l WHERE l.kind = 'imo' AND l.id IN (SELECT leg_id FROM old_rows);
  ELSE
    SELECT array_agg(l.ship_id), array_agg(l.departure_at), array_agg(l.arrival_at) INTO ss, sd, sa
      FROM voyage_legs l WHERE l.kind = 'imo'
       AND l.id IN (SELECT leg_id FROM new_rows UNION SELECT leg_id FROM old_rows);
  END IF;
  -- The legs themselves did not change: the stored rows bound every month already.
  IF ss IS NOT NULL THEN PERFORM stat_months_refresh(ss, sd, sa, null, null); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Installed databases: every month any leg now reaches, and every month that had a row, rebuilt
-- once (which rebuilds their years and notes their ship-years for the company rows).
SELECT stat_refresh_ship_months(array_agg(ship_id), array_agg(month)) FROM (
  SELECT l.ship_id, m.month FROM voyage_legs l
    CROSS JOIN LATERAL stat_leg_months(l.departure_at, l.arrival_at) m(month) WHERE l.kind = 'imo'
  UNION
  SELECT ship_id, month FROM stat_ship_months) x
 HAVING count(*) > 0;
--> statement-breakpoint
-- The company rows (0026) are built by the application: stale now, so the next start or read
-- rebuilds them all from the new months. Cached statistics answers go too.
UPDATE fleet_month_summary_state SET dirty_rev = dirty_rev + 1 WHERE id = 1;
--> statement-breakpoint
UPDATE cache_revs SET rev = rev + 1 WHERE name = 'statistics';
